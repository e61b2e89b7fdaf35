import { HomeFrame } from './home-frame';
import { Shortcuts } from './shortcuts';
import { TodoList } from './todo-list';

/** Experts: the review work assigned to them comes first. */
export function HomeExpert() {
  return (
    <HomeFrame
      role="expert"
      main={
        <>
          <TodoList />
          <Shortcuts />
        </>
      }
    />
  );
}
