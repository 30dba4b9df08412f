"""Every term of the card language, once: what it means, how it is read, who runs it, what it cites.

A term is a verb (``Effect.verb``), a condition (``Condition.kind``), a trigger (the ``Event``
of ``Ability.trigger``), a continuous change (``Modifier.stat``), a keyword or a limit on an
ability (``Ability.per_turn``). Each entry names
the rules of ``card.lark`` that read it (the grammar is the only reader), the
section of the comprehensive rules it works by, the engine code that runs it, and a printed
card that uses it. ``tests/cardtext/test_registry.py`` holds each entry to all of these: a
term without grammar, plain words, an engine handler or a real rule section fails there.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class TermKind(enum.Enum):
    VERB = "effect"
    CONDITION = "condition"
    TRIGGER = "trigger"
    MODIFIER = "modifier"
    KEYWORD = "keyword"
    LIMIT = "limit"
    PHRASE = "card phrase"


@dataclass(frozen=True)
class Term:
    kind: TermKind
    name: str  # the value's key: "destroy", "rage-at-least", "rage-up", "protected", "burst"
    grammar: tuple[str, ...]  # the rules of card.lark that read it
    rule: str  # the section of the comprehensive rules (JP 1.04) it works by
    example: str  # a real card whose text uses it, or a printed sentence when no card does yet
    handler: str = ""  # the engine's way in: a method, or the event that raises a trigger
    sentence: str = ""  # the term in a sentence of its own, when its card's text is long


def _terms(kind: TermKind, rows: str) -> tuple[Term, ...]:
    """Rows "name | grammar rules | rule | example card | handler [| sentence]", one a line."""
    found = []
    for line in rows.strip().splitlines():
        name, grammar, rule, example, handler, *sentence = (part.strip() for part in line.split("|"))
        found.append(Term(kind, name, tuple(grammar.split()), rule, example, handler, *sentence))
    return tuple(found)


VERBS = _terms(TermKind.VERB, """
draw | draw | 5.4 | SD02-010 | run
draw-changed | draw_changed | 10.9.1 | 相手がスタートフェイズにカードを引く際、引く枚数は1枚少なくなる。 | run
draw-to | draw_to | 5.4.1 | あなたのエンドフェイズに手札が5枚未満で引く際、かわりに6枚になるよう引く。 | run
rage | rage cost_rage rage_en rage_said rage_again | 3.4 | SD01-011 | run
rage-set | rage_set rage_set_again | 3.4 | BP03-079 | run
discard | discard discard_it discard_random cost_discard cost_discard_filtered count_again | 5.7.1 | BP01-047 | run
discard-to | discard_to | 5.7.2 | SD01-004 | run | 出現時相手は自分の手札を3枚になるよう捨て、あなたは1枚引く。
mill | mill mill_revealed count_again | 5.7.3 | BP01-001 | run
top-to | top_take | 5.2.1 | 出現時、山札の上から1枚を手札に加える。 | _top_to | 出現時、山札の上から2枚までこれの下に重ねてよい。
advance | advance advance_self advance_en move_again advance_event_monster | 5.13 | BP01-008 | run
retreat | retreat retreat_en move_again advance_event_monster | 5.13.2 | BP01-072 | run | 相手の怪獣カードが前進した時、それを1エリア後退させる。
advance-to | to_zone | 5.13.1.2 | BP01-078 | run
retreat-to | to_zone | 5.13.2.2 | BP03-023 | _do_retreat_to
destroy | destroy destroy_in_zone count_again | 5.12 | SD01-006 | run | 出現時相手の等級5以下の交戦カードを、相手の怒りと同じ枚数破壊する。
destroy-self | destroy_self | 5.12 | BP01-071 | run
return-self | return_self | 5.2.1 | 出現時これを手札に戻す。 | run
move-self | move_self next_zone this_next_zone | 4.4.7 | SD01-012 | _do_move_self
to-hand | put put_it put_rest pile_it | 5.2.1 | BP02-058 | run
to-deck-top | put put_it put_rest | 5.2.1 | BP03-055 | _do_to_deck_top
to-deck-bottom | put put_it put_rest | 5.2.1 | 出現時あなたの捨て札の交戦カードを1枚山札の下に置く。 | _do_to_deck_bottom
to-monster-deck | put put_it pile_it | 4.6.1 | 強襲2これが強襲によって捨て札になる際、かわりにあなたの怪獣デッキに戻す。 | _do_to_monster_deck
to-deck | put put_it put_rest | 5.2.1 | 出現時あなたの捨て札の交戦カードを3枚まで山札に戻し、山札をシャッフルする。 | _do_to_deck
to-strategy-zone | put | 4.5.1 | 出現時あなたの捨て札から戦略カードを1枚、発動させずに戦略カード置き場に置く。 | _do_to_strategy_zone
shuffle | shuffle | 5.3.1 | 出現時あなたの捨て札の交戦カードを3枚まで山札に戻し、山札をシャッフルする。 | _do_shuffle
search | search search_each | 5.8 | SD01-002 | run
play | play | 5.11.1 | SD02-003 | _do_play
play-from-discard | play_from_discard | 5.11.1 | 【出現時】あなたの捨て札から「ゴジラ」の交戦カードを1枚出現させる。 | run
token | token | 9.1.2 | BP02-052 | run
reshuffle | reshuffle | 5.3.1 | BP01-058 | _do_reshuffle
evolve | evolution | 5.17 | SD02-007 | run
evolve-target | evolve_target | 5.17.1 | SD02-014 | _do_evolve_target
evolve-into | evolve_into | 5.17.1 | 出現時あなたのエリアにいる交戦カードを1枚、あなたの手札のそれより等級の高い交戦カードに進化させる。 | _do_evolve_into
move | move move_it | 4.4.7 | BP02-010 | _do_move
swap | swap swap_this swap_pile swap_piles pile_card swap_field_pile | 5.6.1 | BP01-057 | _do_swap
stack-under | stack_under cost_stack_under | 3.2.1 | BP01-026 | _do_stack_under
look | look look_put look_take look_only look_pile look_split | 5.5.1 | BP01-021 | _do_look | 出現時あなたの山札を上から3枚見て、望む枚数を好きな順で山札の上に置き、残りを山札の下に置く。
reveal-take | reveal_take reveal_take_each_color | 5.10.1 | BP02-007 | _do_reveal_take
counter | counter | 5.15.1 | BP01-077 | _do_counter | 出現時相手の怪獣カードの脅威度が、あなたのエリアにいる交戦カードの撃退力の合計以下なら、それを撃退する。
self-from-discard | self_from_discard | 10.3.4.1 | BP02-060 | _do_self_from_discard
self-from-hand | self_from_hand | 10.3.4.1 | 相手の怪獣カードが進攻した時、これを手札から山札の下に置いてよい。そうしたら、カードを2枚引く。 | _do_self_from_hand
self-from-monster-deck | self_from_hand | 10.3.4.1 | 相手の怪獣カードが進攻した時、これを怪獣デッキから山札の上に置いてよい。そうしたら、カードを1枚引く。 | _do_self_from_monster_deck
delayed | delayed | 10.6.5 | 出現時次のあなたのエンドフェイズ開始時、これを破壊する。 | _do_delayed
deck-bottom-self | deck_bottom_self pile_it | 5.2.1 | SD01-011 | _do_deck_bottom_self
lose | lose | 1.2.4 | BP03-013 | _do_lose
win | lose | 1.2.4 | 出現時あなたの怒りが7以上なら、あなたはゲームに勝利する。 | _do_win
vanish | vanish | 9.1.3 | 出現時あなたのエリアにいる「結晶体」トークンを1枚消滅させる。 | _do_vanish
strategy-zones | strategy_zones | 4.5.2 | BP03-013 | _do_strategy_zones
choose | choice inline_choice choice_clause option_more cost_all cost_either | 10.5.2.2.1 | BP01-064 | run
instead | instead sort_it otherwise_sentence effects_then_if if_tail | 10.2.1.3 | BP03-016 | run
by-count | by_count | 10.5.2.2.1 | BP02-079 | run
until-end-of-turn | turn_change turn_multiply turn_invalid joined_change until until_next_turn until_phase until_this_phase during_next during_next_phase during_this_and_next until_game until_begins | 7.5.6 | BP02-029 | _do_until_end_of_turn
move-monster | move_monster | 4.4.5.1 | BP03-068 | _do_move_monster
name-number | name_number | 10.5.3 | BP02-018 | _do_name_number
name-zone | name_zone named_zone_dest | 10.5.3 | 出現時相手のエリア1つを指定し、そのエリアにいる相手の交戦カードを破壊する。 | _do_name_zone
next-monster | next_monster | 5.15.1.2 | BP03-074 | _do_next_monster
move-beside | move_beside | 4.4.5.5.1 | BP03-058 | _do_move_beside
destroy-extremes | destroy_extremes | 4.4.5.5.2 | BP03-078 | _do_destroy_extremes
place-strategy | place_strategy | 5.9.1 | BP03-012 | _do_place_strategy | 出現時あなたの手札の戦略カードを1枚まで、空いている戦略カード置き場に置いて発動させる。
select | select | 5.9.1 | BP01-060 | _do_select
reveal | reveal reveal_hand | 5.10.1 | BP02-080 | _do_reveal
to-discard | sort_it put put_it put_rest discard_among | 5.10.1 | BP02-080 | _do_to_discard
stack-self-under | stack_self_under cost_stack_self_under | 3.2.1 | BP03-043 | _do_stack_self_under
""")

CONDITIONS = _terms(TermKind.CONDITION, """
all | condition c_count_each c_monster_facts monster_fact f_rank f_zone f_rage | 10.5 | BP01-045 | holds
rage-at-least | c_rage | 3.4 | SD01-003 | holds
was-here | c_this_was this_was_place w_zones w_column w_adjacent | 10.6.4.1.2 | 逆襲これがエリア6~8にいたなら、1枚引く。 | holds
with-monster | c_with_monster w_with_monster | 11.3.3 | 逆襲これがあなたの怪獣カードと同じエリアにいたなら、2枚引く。 | holds
opponent-rage-at-least | c_rage | 3.4 | BP03-038 | holds
opponent-rage-at-most | c_rage | 3.4 | BP01-077 | holds
count-at-least | c_count c_pile_size c_under c_it_is c_it_in_zones c_placed_named c_placed_count c_did c_did_count c_did_invasion c_did_tally c_invasion_cost c_this_beside | 10.5.3 | BP01-062 | holds | これが《ゴジラ》を持つ相手の怪獣カードと同じ縦列にいるなら、撃退力+3000。
count-at-most | c_count c_pile_size c_under c_placed_count | 10.5.3 | BP01-073 | holds
compare | c_rage c_hand_size c_pile_size c_rank c_count c_under c_empty_zones c_two_numbers c_card_number game_number card_number n_rage n_pile n_count n_stat n_zone n_sum monster_rank_bound monster_zone_bound | 10.5 | あなたの手札が2枚以下なら、これの脅威度+5000。 | holds
done-this-turn | c_done_this_turn c_deck_act_done | 8.1.1 | 出現時このターンあなたが戦略カードを発動していたら、カードを1枚引く。 | holds
happened-this-turn | c_happened_this_turn | 10.6.2 | 出現時このターンあなたの交戦カードが2枚以上破壊されていたら、カードを1枚引く。 | holds
in-area | c_in_area | 4.1 | 逆襲これが捨て札にあるなら、カードを1枚引く。 | holds
every-zone | c_every_zone | 4.5 | あなたの戦略カード置き場すべてに戦略カードが置かれているなら、これの脅威度+10000。 | holds
changed-by | c_changed_by c_moved_by | 3.4.4 | 出現時相手の怒りを3減らす。この効果で相手の怒りが2以上減ったなら、あなたは1枚引く。 | holds
reached | c_reached | 3.4 | 出現時相手の怒りを3減らす。この効果で相手の怒りが0になったら、あなたは1枚引く。 | holds
not | c_rage c_hand_size c_rank c_turn_is c_phase_is c_in_zone c_in_zones c_opponent_in_zones c_column_with_opponent c_adjacent_to_monster c_this_beside c_zone_as_opponent c_opponent_trait_in_zones c_under c_it_is c_it_in_zones c_played_by c_invaded_this_turn c_destroyed_this_turn c_count c_did c_strategy_placed c_placed_named c_done_this_turn c_happened_this_turn c_reached c_every_zone c_empty_zones c_in_area c_did_invasion c_invasion_cost | 10.5 | これがエリア8にいないなら、これの撃退力+2000。 | holds
any | condition_any | 10.5 | 出現時これがエリア8にいるか、相手の怒りが5以上なら、カードを1枚引く。 | holds
sum-at-least | c_sum | 10.8.1 | あなたのエリアにいる交戦カードの撃退力の合計が20000以上なら、これの脅威度+5000。 | holds
sum-at-most | c_sum | 10.8.1 | 出現時相手の手札の交戦カードの等級の合計が6以下なら、カードを1枚引く。 | holds
opponent-battle-cards-at-least | c_opponent_battle_cards | 10.5.3 | BP03-078 | holds | 出現時相手のエリアにいる交戦カードが3枚以上なら、相手の怒りを1減らす。
opponent-battle-cards-at-most | c_opponent_battle_cards | 10.5.3 | FC01-006 | holds
under-at-least | c_under | 3.2 | BP02-049 | holds
under-none | c_under | 3.2 | BP01-073 | holds
under-has | c_under | 3.2 | BP02-003 | holds
monster-under-at-least | c_under | 3.2 | BP03-065 | holds
in-zone | c_in_zone | 4.4 | SD01-012 | holds
in-zones | c_in_zones | 4.4 | BP01-052 | holds
opponent-in-zones | c_opponent_in_zones | 4.4 | BP02-042 | holds
only | c_only | 10.5 | 出現時あなたのエリアに赤の交戦カードだけがいるなら、カードを1枚引く。 | holds
monster-in-zones | c_opponent_in_zones | 4.4.3 | 出現時あなたの怪獣カードがエリア6以降にいるなら、カードを1枚引く。 | holds
opponent-rank-at-least | c_rank | 2.3 | SD02-012 | holds
rank-at-most | c_rank | 2.3 | BP03-074 | holds | 出現時あなたの怪獣カードが等級III以下なら、カードを1枚引く。
strategy-placed | c_strategy_placed | 4.5 | BP03-019 | holds
column-with-opponent | c_column_with_opponent c_this_beside | 4.4.5.4 | BP01-021 | holds
adjacent-to-monster | c_adjacent_to_monster c_this_beside | 4.4.5.2 | BP02-036 | holds
zone-as-opponent | c_zone_as_opponent | 4.4 | BP02-015 | holds
zone-empty | c_near_empty | 4.4.7 | 出現時これの後ろのエリアが空いているなら、これをそのエリアに移動させてよい。 | holds
zone-at-least-opponent | c_zone_at_least_opponent | 4.4 | PR-011 | holds
opponent-empty-zones-at-least | c_opponent_empty_zones | 4.4.7 | BP03-057 | holds
colors-at-least | c_colors_at_least | 2.4 | BP03-067 | holds | 出現時あなたのエリアにいる交戦カードが2色以上なら、カードを1枚引く。
opponent-trait-in-zones | c_opponent_trait_in_zones | 2.5 | BP02-067 | holds
adjacent-all-have | c_adjacent_all_have | 4.4.5.2 | FC01-001 | holds
it-is | c_it_is | 10.5.3 | BP01-001 | holds
played-by | c_played_by | 10.5 | SD02-010 | holds
turn-is | c_turn_is | 7.1 | 逆襲相手のターンなら、カードを1枚引く。 | holds
phase-is | c_phase_is | 7.4 | 逆襲撃退フェイズ中なら、カードを1枚引く。 | holds
invaded-this-turn | c_invaded_this_turn c_happened_this_turn | 8.6 | BP01-012 | holds
destroyed-this-turn | c_destroyed_this_turn c_happened_this_turn | 5.12 | BP03-064 | holds | 出現時このターン相手の交戦カードが破壊されていたら、あなたの捨て札から交戦カードを1枚、これの下に重ねてよい。
threat-at-most | threat_bound | 7.4 | BP01-072 | holds
monster-zone-at-least | option | 12.4.2 | BP02-071 | holds
it-traits-differ | sort_it | 2.5 | BP02-080 | holds
monster-in-it-zones | in_it_zones | 10.5.3 | BP03-073 | holds
monster-in-zone | move_monster | 4.4.5.1 | BP03-068 | holds
rank-at-least | move_monster | 2.3 | BP03-068 | holds
""")

TRIGGERS = _terms(TermKind.TRIGGER, """
game-start | t_game_start | 6.3.1.6.1 | ゲーム開始時、これがあなたの手札にあるなら、これをあなたのエリア2に出現させてよい。 | game-start
enter | t_enter | 12.2 | SD01-005 | played
invading | t_invading | 12.3 | SD01-002 | invaded
counterattack | t_counterattack | 12.7 | BP02-058 | left-field
state | t_state | 10.6.6 | あなたの手札にカードがない時、カードを1枚引く。 | state
strategy | strategy_text | 10.1.1.1.2 | SD01-014 | placed-strategy
phase | t_your_phase t_any_phase | 10.6.1 | BP01-001 | phase
rage-up | t_rage | 10.6.2 | SD01-013 | rage-up
rage-down | t_rage | 3.4 | 相手の怪獣カードの怒りが減るたび、カードを1枚引く。 | rage-down
retreated | t_event | 5.13.2 | 相手の怪獣カードが後退するたび、カードを1枚引く。 | retreated
not-countered | t_event t_countered | 7.4.3 | 相手の怪獣カードが撃退されなかった時、相手の怒りを1減らす。 | not-countered
crushed | t_event | 11.3.3 | いずれかの交戦カードが踏み潰されるたび、カードを1枚引く。 | crushed
destroyed-self | t_event | 10.6.4.1.2 | これが踏み潰し処理で破壊された時、あなたは1枚引く。 | destroyed
to-discard | t_event | 4.1.7 | 相手の交戦カードが捨て札に置かれるたび、カードを1枚引く。 | to-discard
rage-action | t_rage_action t_rage_action_whose | 8.4.1 | あなたが手札の怪獣カードを捨てて怒りを増やすたび、カードを1枚引く。 | rage-action
reshuffled | t_rule_process | 11.2 | あなたがリシャッフル処理を行った時、これの怒りを2増やす。 | reshuffled
stacked | t_stacked | 3.2.1 | これの下にカードが重ねられた時、カードを1枚引く。 | stacked
advanced | t_event t_advanced_column | 10.6.2 | BP01-037 | advanced
reached-zone | t_reached_zone | 5.13.1 | BP01-004 | reached-zone
invaded | t_event t_invaded t_invaded_range t_player_act | 10.6.2 | BP03-062 | invaded
monster-played | t_event t_player_act | 10.6.2 | SD01-012 | played
card-played | t_event | 5.11 | あなたのカードが出現するたび、カードを1枚引く。 | played
card-destroyed | t_event | 5.12 | あなたのカードが破壊されるたび、カードを1枚引く。 | destroyed
battle-played | t_event t_player_act | 10.6.2 | BP02-073 | played | あなたの交戦カードが出現するたび、カードを1枚引く。
countered | t_countered | 10.6.2 | BP01-043 | countered
crushed-invading | t_crushed_invading t_crushed_moving | 11.3 | BP01-007 | crushed-invading
crushed-advancing | t_crushed_moving | 11.3.3 | これが前進してあなたの交戦カードを破壊した時、カードを1枚引く。 | crushed-advancing
crushed-retreating | t_crushed_moving | 11.3.3 | これが後退してあなたの交戦カードを破壊した時、カードを1枚引く。 | crushed-retreating
discarded-battle | t_discarded_battle t_hand_card_discarded | 10.6.2 | BP03-015 | discarded
left-field | t_event | 10.6.4.1.2 | 相手の交戦カードがフィールドを離れるたび、カードを1枚引く。 | left-field
returned | t_event | 5.2.1 | 相手の交戦カードが手札に戻されるたび、カードを1枚引く。 | returned
to-deck | t_event | 5.2.1 | 相手の交戦カードが山札に戻されるたび、カードを1枚引く。 | left-to-deck
moved | t_event | 5.2.1 | 相手の交戦カードが相手の効果で移動した時、カードを1枚引く。 | moved
hand-discard | t_discarded_battle t_hand_discarded t_hand_card_discarded | 5.7.1 | 相手が手札から怪獣カードを捨てるたび、カードを1枚引く。 | discarded
strategy-discarded | t_strategy_discarded | 10.6.2 | BP03-039 | strategy-discarded
battle-destroyed | t_event | 5.12 | いずれかの交戦カードが破壊されるたび、カードを1枚引く。 | destroyed
strategy-destroyed | t_event | 5.12 | 相手の戦略カードが破壊された時、相手の怒りを1減らす。 | destroyed
discarded | t_discarded | 10.3.4.1 | BP01-059 | discarded
evolved | t_event | 5.17.1.1 | あなたの交戦カードが進化するたび、カードを1枚引く。 | evolved
placed-strategy | t_event t_player_act | 5.9 | 相手の戦略カードが発動されるたび、カードを1枚引く。 | placed-strategy
drew | t_drew | 5.4 | 相手がカードを引くたび、相手の怒りを1増やす。 | drew
turn-end | t_turn_end_you t_turn_end_any | 7.5.7 | あなたのターンの終わりに、カードを1枚引く。 | turn-end
shuffled | t_deck_act | 5.3.1 | 相手が山札をシャッフルした時、カードを1枚引く。 | shuffled
searched | t_deck_act | 5.8 | 相手が山札からカードを探すたび、カードを1枚引く。 | searched
revealed | t_deck_act | 5.10.1 | 相手がカードを公開した時、カードを1枚引く。 | revealed
looked | t_deck_act | 5.5.1 | 相手が山札の上からカードを見た時、カードを1枚引く。 | looked
""")

MODIFIERS = _terms(TermKind.MODIFIER, """
threat | m_self m_yours m_cards | 10.8.1 | SD01-003 | changes
counter | m_self m_yours m_cards m_colors_x | 10.8.1 | SD01-009 | changes
rank | m_self m_cards m_hand_cards | 10.8.1 | BP03-025 | changes
total-counter | m_total_counter | 7.4.2 | BP01-062 | changes
counter-times | m_times | 10.8.1.5 | これの撃退力を2倍にする。 | changes
threat-times | m_times | 10.8.1.5 | あなたの怪獣カードの脅威度を2倍にする。 | changes
protected | m_protected | 1.3.3 | BP01-052 | changes
protected-move | m_protected | 1.3.3 | これは相手の効果で移動されない。 | changes
protected-return | m_protected | 1.3.3 | これは相手の効果で手札に戻されない。 | changes
no-battle | m_no_battle | 5.16.1 | BP01-014 | changes
trait | m_trait_given | 10.8.1.3 | あなたのエリアにいる交戦カードすべては《兵器》も持つ。 | traits
trait-lost | m_trait_lost | 10.8.1.3 | これは《兵器》を失う。 | traits
invasion | m_invasion | 2.8 | あなたの手札の交戦カードすべての進攻アイコン+1。 | invasion
invasion-set | m_invasion_set | 10.8.1.5 | これの進攻アイコンを2にする。 | invasion
name | m_name_given | 2.1.2 | これはカード名を「ゴジラ(1954)」としても扱う。 | names
color | m_color_given | 2.4 | これがエリア8にいる限り、これは赤としても扱う。 | colors
grant | m_grant m_keyword_granted m_keyword_and_grant | 10.8.1.2 | あなたのエリアにいる《兵器》を持つ交戦カードすべては「逆襲相手の怒りを1減らす。」を得る。 | granted
game-end | m_game_end game_end_change | 1.2.4 | あなたのエリアに「結晶体」が8枚いるなら、あなたはゲームに勝利する。 | game_ends_now
ability | ability_for_a_time triggered_for_a_time | 10.2.1.2 | 出現時このターン、あなたがエンドフェイズに手札を5枚になるよう引く際、かわりに6枚になるよう引く。 | lasting_abilities
invalid | m_invalid turn_invalid m_lost_and_changed | 10.3.2 | これが相手の怪獣カードと同じ縦列にいるなら、相手の怪獣カードの能力は無効になる。 | changes
forbid | m_forbid m_forbid_move m_forbid_step_draw m_forbid_discard m_forbid_deck_act m_forbid_evolve m_forbid_start_rage m_forbid_end_draw m_forbid_rage_action m_forbid_action forbid_action m_kept m_keyword_kept | 1.3.3 | BP02-025 | forbids
once-more | m_once_more | 8.6.2 | あなたの怪獣カードはもう一度進攻できる。 | once_more
times-a-turn | m_times_a_turn | 8.6.2 | あなたは1ターンに2回まで進攻できる。 | once_more
cannot-play | m_cannot_play | 1.3.3 | BP01-073 | changes
play-rank | m_play_rank m_hand_play_rank m_hand_cards_play_rank | 8.2.1 | BP01-027 | changes
counter-immune | m_counter_immune | 5.15.1.1 | BP01-038 | changes
stack-play-rank | m_stack_play_rank | 3.2.5 | BP03-051 | changes
invade-from-deck | m_invade_from_deck | 8.6.1 | BP03-004 | changes
start-zone | m_start_zone | 6.3.1.6.1 | BP02-024 | changes
end-advance-extra | m_end_advance | 7.5.2 | BP02-056 | changes
under-to-hand | m_under_to_hand | 3.2.4 | BP03-052 | changes | これが相手の効果で破壊される際、これの下にあるカードをすべて手札に加える。
counts-as-monster | m_counts_as_monster | 10.3.4.1 | BP03-071 | changes | あなたが捨て札の怪獣カードを数える際、これは怪獣カードとしても扱う。
""")

KEYWORDS = _terms(TermKind.KEYWORD, """
burst | burst burst_unranked | 12.5 | SD01-005 | keyword
base | base base_card | 12.9 | BP03-070 | keyword
evolution | evolution | 12.6 | SD02-007 | keyword
deck-copies | deck_copies deck_uncounted | 6.1.2 | BP01-046 | keyword
deck-color | deck_color | 6.1.2 | これは怪獣デッキの色にかかわらずメインデッキに入れてよい。 | keyword
deck-uncounted | deck_uncounted | 6.1.2 | これは進攻アイコンが2のカードの枚数に数えない。 | keyword
resonance | resonance | 12.8 | BP03-024 | keyword
""")

# what bounds an ability itself: how many times a turn it may be played (Ability.per_turn), and the
# condition it is valid under (Ability.valid_if)
LIMITS = _terms(TermKind.LIMIT, """
per-turn | per_turn per_turn_said limited_replacement | 1.3.1 | 1ターンに1回、あなたの交戦カードが破壊された時、カードを1枚引く。 | _within_limit
per-game | per_turn per_turn_said limited_replacement | 1.3.1 | 1ゲームに1回、あなたの交戦カードが破壊された時、カードを1枚引く。 | _within_limit
valid-only | valid_said | 10.3.3 | あなたの交戦カードが破壊された時、カードを1枚引く。この能力は、これがエリア8にいる場合にのみ有効である。 | working
""")

# parts of a card phrase (10.5.3) that name where a card stands from this one (4.4.5) or what the engine reads of
# it beyond its printed numbers: the name is the Target field, the handler the engine's reading of it
PHRASES = _terms(TermKind.PHRASE, """
same_column | same_column near | 4.4.5.4 | SD01-007 | target.same_column | 出現時これと同じ縦列に交戦カードがいるなら、カードを1枚引く。
adjacent | adjacent adjacent_side near | 4.4.5.2 | BP01-035 | target.adjacent | 出現時これの隣接エリアに交戦カードがいるなら、カードを1枚引く。
facing | facing | 4.4.5.1 | 出現時これの前のエリアにいるあなたの交戦カードを1枚破壊する。 | target.facing
side | beside_side adjacent_side | 4.4.5.5.1 | 出現時これより右のエリアにいる相手の交戦カードを1枚破壊する。 | target.side
extreme | extreme side_most | 4.4.5.5.4 | 出現時あなたから見て最も右側にいる相手の交戦カードを1枚破壊する。 | target.extreme
near_of | ref_near | 4.4.5.2 | 出現時相手の交戦カードを1枚選び、それの隣接エリアにいる相手の交戦カードをすべて破壊する。 | target.near_of
bound_from | bound_zone | 4.4.5.3 | 出現時相手の怪獣カードがいるエリア以前の相手の交戦カードを1枚破壊する。 | target.bound_from
monster_column | ref_column | 4.4.5.4 | 出現時相手の怪獣カードと同じ縦列にいる相手の交戦カードを1枚破壊する。 | target.monster_column
owned_by | owned_by | 4.1.7 | 出現時あなたのエリアにいる持ち主が相手の交戦カードを1枚破壊する。 | target.owned_by
invasion_min | invasion_bound | 2.8 | 出現時相手の進攻2以上の交戦カードを1枚破壊する。 | target.invasion_min
invasion_max | invasion_bound | 2.8 | 出現時相手の進攻2未満の交戦カードを1枚破壊する。 | target.invasion_max
was_here | same_column_was adjacent_was same_number_was near | 10.6.4.1.2 | これが破壊された時、これがいたエリアと同じ縦列にいる相手の交戦カードを1枚破壊する。 | was_here
same_as | same_as same_trait than | 2.5 | 出現時あなたの山札から、これと共通の特徴を持つ等級IIIの怪獣カードを1枚まで探して公開し、手札に加え、山札をシャッフルする。 | _same_as_fits | 出現時あなたのエリアにいる交戦カード1枚と、あなたの手札の、それ以下の等級の交戦カード1枚を入れ替える。
""")

TERMS: tuple[Term, ...] = VERBS + CONDITIONS + TRIGGERS + MODIFIERS + KEYWORDS + LIMITS + PHRASES


START, END = "<!-- terms: generated by `python -m judgekit.cardtext.registry` -->", "<!-- end of terms -->"


def markdown() -> str:
    """The terms as the table docs/card-grammar.md shows between START and END."""
    lines = ["| Term | Kind | Rule | Example | Rules of card.lark |", "|---|---|---|---|---|"]
    for t in TERMS:
        grammar = ", ".join(f"`{g}`" for g in t.grammar)
        lines.append(f"| `{t.name}` | {t.kind.value} | {t.rule} | {t.example} | {grammar} |")
    return "\n".join(lines)


def with_terms(doc: str) -> str:
    """``doc`` with the table between START and END made anew from the registry."""
    head, _, rest = doc.partition(START)
    _, _, tail = rest.partition(END)
    return f"{head}{START}\n{markdown()}\n{END}{tail}"


if __name__ == "__main__":
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "docs" / "card-grammar.md"
    path.write_text(with_terms(path.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{path}: {len(TERMS)} terms")
