"""The Qt-free facade used by the UI, the command line and the PDF reports.

Start with :class:`ClubService`; every call is one unit of work and raises :class:`ServiceError` (French
message) for anything a user can cause.  Result types are in :mod:`belote_club.services.views`; :class:`Backup` is an automatic backup
(:meth:`ClubService.backups`, :meth:`ClubService.file_backups`).
"""

from belote_club.services.club import ClubService
from belote_club.services.errors import ServiceError, StaleGameError
from belote_club.storage.backups import Backup

__all__ = ["Backup", "ClubService", "ServiceError", "StaleGameError"]
