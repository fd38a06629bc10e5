"""The house rules of the code, checked on every `make test` (issue « one home for each fact »).

* the layer contract of ``pyproject.toml`` (``[tool.importlinter]``: text → rules → tournament → storage →
  services → {reports, web} → ui → app → cli, the pure core, storage alone speaking SQLAlchemy…), run by
  import-linter in a child process exactly as ``lint-imports`` would;
* no module of ``belote_club/`` over 600 lines (Alembic migrations aside);
* no private name (``_x``) imported from another module, nor reached as ``module._x``;
* no import cycle between modules, imports made only for the type checker (under ``TYPE_CHECKING``) and
  imports inside functions included: a cycle hidden from the interpreter is still two modules that cannot
  be read, changed or tested apart (pass a callable or a ``Protocol`` instead).

Each failure names the modules to fix.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import grimp
import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "belote_club"
MAX_LINES = 600
MIGRATIONS = PACKAGE / "storage" / "migrations"


def _modules() -> Iterator[tuple[str, Path]]:
    """Every module of belote_club/ as (dotted name, path)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield ".".join(parts), path


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def test_layer_contracts_hold() -> None:
    """import-linter's contracts of pyproject.toml, checked on the code as it is (no cache)."""
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
         "sys.exit(lint_imports_command())", "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
    )
    report = done.stdout[done.stdout.find("Contracts"):] if "Contracts" in done.stdout else done.stdout
    assert done.returncode == 0, f"contrats d'import rompus :\n{report}\n{done.stderr}"


def test_no_module_over_600_lines() -> None:
    too_long = {
        name: count
        for name, path in _modules()
        if MIGRATIONS not in path.parents
        and (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not too_long, f"modules de plus de {MAX_LINES} lignes : {too_long}"


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name a ``from … import`` statement of ``module`` reads from."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def _private_imports(module: str, path: Path, known: set[str]) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    aliases: dict[str, str] = {}  # local name -> belote_club module it stands for
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _resolve(module, is_package, node)
            if source.split(".")[0] != "belote_club":
                continue
            for alias in node.names:
                full = f"{source}.{alias.name}"
                if full in known:
                    aliases[alias.asname or alias.name] = full
                if _is_private(alias.name) and source != module:
                    yield f"{module}: from {source} import {alias.name} (l. {node.lineno})"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "belote_club":
                    if alias.asname:
                        aliases[alias.asname] = alias.name
                    if any(_is_private(part) for part in alias.name.split(".")):
                        yield f"{module}: import {alias.name} (l. {node.lineno})"
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and _is_private(node.attr)
                and node.value.id in aliases and aliases[node.value.id] != module):
            yield f"{module}: {aliases[node.value.id]}.{node.attr} (l. {node.lineno})"


def test_no_private_name_imported_across_modules() -> None:
    modules = dict(_modules())
    known = set(modules)
    found = [line for name, path in modules.items() for line in _private_imports(name, path, known)]
    assert not found, "noms privés utilisés hors de leur module :\n" + "\n".join(found)


def test_no_import_cycle() -> None:
    graph = grimp.build_graph("belote_club", exclude_type_checking_imports=False, cache_dir=None)
    imports: nx.DiGraph[str] = nx.DiGraph()
    for module in graph.modules:
        for imported in graph.find_modules_directly_imported_by(module):
            imports.add_edge(module, imported)
    cycles = []
    for component in nx.strongly_connected_components(imports):
        if len(component) > 1:
            cycle = nx.find_cycle(imports.subgraph(component))
            cycles.append(" → ".join([edge[0] for edge in cycle] + [cycle[0][0]]))
    assert not cycles, "cycles d'import :\n" + "\n".join(sorted(cycles))
