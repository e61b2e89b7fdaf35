import { HomeFrame } from './home-frame';
import { Shortcuts } from './shortcuts';
import { TodoList } from './todo-list';

/** Students: their built-in menu as large tiles first (assessments, archive, questionnaires), then to-dos. */
export function HomeStudent() {
  return (
    <HomeFrame
      role="student"
      main={
        <>
          <Shortcuts limit={8} columns={2} />
          <TodoList />
        </>
      }
    />
  );
}
