"""Ships the top-level ``resources/`` folder inside the wheel as ``belote_club/_resources``.

Everything else lives in ``pyproject.toml``; ``belote_club.paths.resource_path`` finds the folder
in a checkout, in an installed wheel and in a frozen (PyInstaller) application.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["belote_club", "belote_club.*"]), "belote_club._resources"],
    package_dir={"belote_club._resources": "resources"},
    package_data={"belote_club._resources": ["**/*"]},
    include_package_data=True,
)
