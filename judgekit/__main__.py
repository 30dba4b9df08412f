"""`python -m judgekit ...` runs the same command line as the `judgekit` script."""

from judgekit.cli import main

main()
