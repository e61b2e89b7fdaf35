import { HomeFrame } from './home-frame';
import { Shortcuts } from './shortcuts';
import { TodoList } from './todo-list';

/** School administrators: the school's people, its pending work and its pages. */
export function HomeSchool() {
  return (
    <HomeFrame
      role="school"
      stats={['teacherCount', 'studentCount', 'userCount']}
      main={
        <>
          <TodoList />
          <Shortcuts />
        </>
      }
    />
  );
}
