"""The Qt-free facade used by the UI, the command line and the PDF reports.

Start with :class:`ClubService`; every call is one unit of work and raises :class:`ServiceError` (French
message) for anything a user can cause.  Result types are in :mod:`belote_club.services.views`; :class:`Backup` is an automatic backup
(:meth:`ClubService.backups`, :meth:`ClubService.file_backups`).  ``with background_writes():`` makes the
writes inside give way to the window's on the same file (the table server's phone writes).
"""

from belote_club.services.club import ClubService
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.storage.backups import Backup
from belote_club.storage.open_files import in_background as background_writes

__all__ = ["Backup", "ClubService", "ServiceError", "StaleGameError", "background_writes"]
