"""Packages and data files; everything else lives in ``pyproject.toml``.

The top-level ``resources/`` folder ships inside the wheel as ``belote_club/_resources``;
``belote_club.paths.resource_path`` finds it in a checkout, in an installed wheel and in a
frozen (PyInstaller) application.
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent


def _files_under(folder: str) -> list[str]:
    root = HERE / folder
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


setup(
    packages=[*find_packages(include=["belote_club", "belote_club.*"]), "belote_club._resources"],
    package_dir={"belote_club._resources": "resources"},
    package_data={
        "belote_club._resources": _files_under("resources"),
        "belote_club.storage": ["migrations/*.py", "migrations/versions/*.py", "migrations/*.mako", "*.ini"],
    },
)
