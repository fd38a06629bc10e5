"""Packages and data files; everything else lives in ``pyproject.toml``.

The top-level ``resources/`` folder ships inside the wheel as ``belote_club/_resources``;
``belote_club.paths.resource_path`` finds it in a checkout, in an installed wheel and in a
frozen (PyInstaller) application.

Every folder of ``belote_club/`` and ``resources/`` whose name Python could import is declared as a package
(setuptools otherwise warns « Package would be ignored » once per folder), and carries its own data files;
a folder whose name is not an identifier (``48x48``) goes with its nearest importable parent.  The build
starts from an empty ``build/lib``, so a module deleted or moved in the checkout never lingers in a wheel.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).parent
SKIPPED = {"__pycache__"}


def _tree(package: str, folder: Path) -> tuple[list[str], dict[str, list[str]]]:
    """The packages under ``folder`` (named from ``package``) and the data files of each."""
    packages: list[str] = []
    data: dict[str, list[str]] = {}
    for directory in [folder, *sorted(p for p in folder.rglob("*") if p.is_dir())]:
        parts = directory.relative_to(folder).parts
        if SKIPPED & set(parts) or any(part.startswith(".") for part in parts):
            continue
        if not all(part.isidentifier() for part in parts):
            continue  # its files are listed with its importable parent, below
        name = ".".join([package, *parts])
        packages.append(name)
        files = []
        for path in sorted(directory.rglob("*")):
            inner = path.relative_to(directory).parts
            if (not path.is_file() or SKIPPED & set(inner) or any(part.startswith(".") for part in inner)
                    or path.suffix in (".py", ".pyc")):
                continue
            # Files of sub-folders that are packages themselves are theirs, not this one's.
            if len(inner) > 1 and inner[0].isidentifier():
                continue
            files.append("/".join(inner))
        if files:
            data[name] = files
    return packages, data


class CleanBuildPy(build_py):
    """``build_py`` from an empty build folder (no stale module of an older checkout in the wheel), plus
    ``belote_club/_version.py``: an installed application knows its version (pyproject.toml's) without
    reading its metadata at start-up."""

    def run(self) -> None:
        if getattr(self, "editable_mode", False):
            # An editable install runs the checkout itself (which reads its own pyproject.toml): nothing to
            # clean, no version file to write.
            super().run()
            return
        shutil.rmtree(Path(self.build_lib) / "belote_club", ignore_errors=True)
        super().run()
        if not self.dry_run:
            target = Path(self.build_lib) / "belote_club" / "_version.py"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(f'"""Written by setup.py when the wheel is built."""\n\nVERSION = '
                              f'{self.distribution.get_version()!r}\n', encoding="utf-8")


code_packages, code_data = _tree("belote_club", HERE / "belote_club")
resource_packages, resource_data = _tree("belote_club._resources", HERE / "resources")

setup(
    packages=[*code_packages, *resource_packages],
    package_dir={"belote_club": "belote_club", "belote_club._resources": "resources"},
    package_data={**code_data, **resource_data},
    cmdclass={"build_py": CleanBuildPy},
)
