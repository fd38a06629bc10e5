"""Pack the one-folder bundle built by PyInstaller into ``dist/belote-club-<version>-<os>-<arch>.tar.gz``.

    python packaging/archive.py          (run by ``make package`` after PyInstaller)

The archive holds one folder, ``belote-club-<version>/``: on Linux the bundle plus ``install.sh``
(see ``packaging/linux/install.sh``), on macOS ``Belote Club.app``, on Windows the bundle (the
installer built by ``packaging/windows/belote-club.iss`` is the usual Windows download).
"""

from __future__ import annotations

import platform
import shutil
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))

from belote_club import __version__  # noqa: E402


def main() -> int:
    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    bundle = DIST / ("Belote Club.app" if system == "macos" else "Belote Club")
    if not bundle.is_dir():
        print(f"no bundle at {bundle}: run PyInstaller first", file=sys.stderr)
        return 2
    if system == "linux":
        shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", bundle / "install.sh")

    top = f"belote-club-{__version__}"
    archive = DIST / f"{top}-{system}-{platform.machine().lower()}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=top if system != "macos" else f"{top}/{bundle.name}")
    size = archive.stat().st_size / 1e6
    print(f"{archive.relative_to(ROOT)}: {size:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
