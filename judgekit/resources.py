"""Where judgekit's data is: the rule documents, templates and shipped scenarios.

They are top-level folders of the repository; ``judgekit/data/`` links them
into the package, and a wheel carries copies (package-data in
pyproject.toml), so an installed judgekit finds them through
``importlib.resources`` wherever it runs, not through the checkout.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

# resolved: in a checkout the links lead to the top-level folders, whose paths
# messages show and scenario pages are named from
DATA = Path(str(files("judgekit") / "data"))
RULES_TEXT = (DATA / "rules_text").resolve()
TEMPLATES = (DATA / "templates").resolve()
SCENARIOS = (DATA / "scenarios").resolve()
