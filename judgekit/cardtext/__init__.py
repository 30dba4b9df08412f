"""Card text: printed Japanese or English text compiled into engine abilities."""

from judgekit.cardtext.compiler import CompileError, compile_card, compile_text

__all__ = ["CompileError", "compile_card", "compile_text"]
