"""The walk behind each layer's guard against French text left unmarked for translation (issue 15).

An AST walk over a module's source: every string constant that looks French (an accented letter, « », ’, °, a
space before « : ; ! ? ») and sits neither inside a marking call (``_()``, ``gettext()``, ``ngettext()``,
``N_()``) nor in a docstring is reported, and so is a marking call given a computed text (an f-string or a
``%``/``+`` expression: its French would never match the catalogue).  Each guard (cli and rules, services,
storage and tournament, reports) adds what its layer legitimately keeps in French: calls, functions or
assigned names whose strings are stored data or patterns, developers' log messages.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Collection

#: Looks like French a user reads.
FRENCH = re.compile(r"[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’°]| [:;!?](?:\s|$)")
#: Calls whose arguments are marked messages.
MARKING = frozenset({"_", "gettext", "ngettext", "N_"})
#: A logger's methods (``log.info(…)``): messages for developers, not for users.
LOGGING = frozenset({"debug", "info", "warning", "error", "exception", "critical"})


def call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def unmarked(source: str, *, looks_french: Callable[[str], object] = FRENCH.search,
             calls: Collection[str] = (), functions: Collection[str] = (), names: Collection[str] = (),
             logging: bool = False) -> list[tuple[int, str]]:
    """(line, text) of every French-looking string constant of ``source`` left unmarked, in the order of the
    source.  Not reported: docstrings (a bare string statement), the arguments of ``calls``, the bodies of the
    functions named in ``functions``, the values assigned to ``names``, and with ``logging`` the arguments of a
    logger's methods."""
    tree = ast.parse(source)
    exempt: set[int] = set()
    found: list[tuple[int, int, str]] = []

    def exempt_subtree(node: ast.AST) -> None:
        exempt.update(id(inner) for inner in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            exempt.add(id(node.value))  # a docstring (of a module, class, function or attribute)
        elif isinstance(node, ast.Call):
            name = call_name(node)
            if name in MARKING:
                for argument in node.args:
                    if isinstance(argument, (ast.JoinedStr, ast.BinOp)):
                        found.append((node.lineno, node.col_offset,
                                      f"{name}() of a computed text: " + ast.unparse(argument)[:60]))
                exempt_subtree(node)
            elif name in calls or (logging and name in LOGGING and isinstance(node.func, ast.Attribute)):
                exempt_subtree(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in functions:
            exempt_subtree(node)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in names for t in targets):
                exempt_subtree(node)
    found += [(node.lineno, node.col_offset, node.value) for node in ast.walk(tree)
              if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in exempt
              and looks_french(node.value)]
    return [(line, text) for line, _column, text in sorted(found)]
