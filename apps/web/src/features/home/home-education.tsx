import { ACCOUNT_TYPE } from '@meiyu/contract';
import { useSessionStore } from '@/core/session-store';
import { HomeFrame, useOverview } from './home-frame';
import { Shortcuts } from './shortcuts';
import { SystemSummary } from './system-summary';
import { TodoList } from './todo-list';

/** Education bureaus and the system administrator: region figures, platform figures, work, shortcuts. */
export function HomeEducation() {
  const overview = useOverview();
  // Platform figures (users, roles, menus, dictionaries) concern those who run the platform, not bureau staff.
  const admin = useSessionStore(
    (s) => s.userInfos?.accountType === ACCOUNT_TYPE.superAdmin || s.userInfos?.roleCodes[0] === 'sys_admin',
  );
  return (
    <HomeFrame
      role="education"
      stats={['orgCount', 'schoolCount', 'teacherCount', 'studentCount']}
      main={
        <>
          <Shortcuts />
          <TodoList />
        </>
      }
      side={admin && <SystemSummary overview={overview.data ?? undefined} loading={overview.isLoading} />}
    />
  );
}
