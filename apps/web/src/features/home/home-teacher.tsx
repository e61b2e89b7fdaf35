import { HomeFrame } from './home-frame';
import { Shortcuts } from './shortcuts';
import { TodoList } from './todo-list';

/** Teachers: their students, reviews and marking waiting for them, their pages. */
export function HomeTeacher() {
  return (
    <HomeFrame
      role="teacher"
      stats={['studentCount', 'teacherCount']}
      main={
        <>
          <TodoList />
          <Shortcuts />
        </>
      }
    />
  );
}
