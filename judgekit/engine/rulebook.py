"""Every rule the engine applies, by its number in the JP comprehensive rules 1.04.

The engine cites these constants in its trace, never bare strings, so this
file is the one place a reader checks the engine against the rules (and a
test checks that every number exists in the document).
"""

from __future__ import annotations

from dataclasses import dataclass, field

RULES: dict[str, "Rule"] = {}


@dataclass(frozen=True)
class Rule:
    number: str  # "11.3.3"
    says: str  # what the engine does by it, in a few words
    # (number,), made once: the trace's steps share it (Game.log is called hundreds of times a game)
    numbers: tuple[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", (self.number,))

    def __str__(self) -> str:
        return f"{self.number}: {self.says}"


@dataclass(frozen=True)
class Cited:
    """Rules a step of the trace cites together, made once where a step cites the same ones again and
    again (every check timing cites 10.4.3 with what called for it): their numbers are worked out
    once, not at each step."""

    rules: tuple[Rule, ...]
    numbers: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(r.number for r in self.rules))

    def __iter__(self):
        return iter(self.rules)


def rule(number: str, says: str) -> Rule:
    if number in RULES:
        raise ValueError(f"rule {number} is declared twice")
    RULES[number] = Rule(number, says)
    return RULES[number]


# 1 winning and losing, golden rules
WIN_BY_INVASION = rule("1.2.1.1", "a monster that invades the opponent's zones wins the game")
LOSE_BY_COUNTER = rule("1.2.1.2", "a countered player with no next monster loses")
CONCEDE = rule("1.2.3", "a player concedes and loses at once")
LOSE_BY_EFFECT = rule("1.2.4", "an effect makes a player win or lose at once, in its resolution")
ALL_LOSE = rule("1.2.2", "when every player loses at once, the game is a draw")
CONTINUOUS_ALWAYS = rule("10.5.1", "a continuous ability is never played: it produces its effect all the time")
IMPOSSIBLE = rule("1.3.2", "what cannot be done is simply not done")
CARD_OVER_RULES = rule("1.3.1", "a card's text that contradicts the rules wins over them")
CHOSEN_IN_TURN = rule("1.3.4", "players choosing at once: the active player first, the other knowing that choice")
SIMULTANEOUS_STEPS = rule("1.3.4.1", "an effect on both players does the steps without choices at once")
SIMULTANEOUS_HIDDEN = rule("1.3.4.2", "hidden cards chosen by both players: the turn player, then the other; shown after")
FORBIDDEN = rule("1.3.3", "an effect that forbids an action wins over one that allows it")
ZERO_COUNT = rule("1.3.2.2", "an action counted 0 or less is not performed")

# 2 card information
SAME_INFO = rule("2.3.1", "「…と同じ等級の」: a card's rank (threat level 2.6.1, counter power 2.7.1, color 2.4.1, "
                 "name 2.1.2), as it is now, equal to the other card's")
NAME_GIVEN = rule("2.1.2", "a card's name is referred to by abilities: one treated as another name as well "
                  "(「カード名を「…」としても扱う」) is found by either")
CARD_NAME = rule("2.1.3", "「name」 in card text means a card whose card name that is (not a label for the card)")

# 3 player information
MASTER = rule("3.1.2", "a card's master is the player whose area holds it, not always its owner")
RAGE_FLOOR = rule("3.4.4", "rage below 0 is 0")
RAGE_THREAT = rule("3.4.5", "each rage adds 5000 to the invading monster's threat level")

# 4 areas
NEW_CARD = rule("4.1.4", "a card that moves other than from zone to zone is a new card: what applied to it "
                "before no longer does")
UNNAMED_ZONE = rule("4.1.6", "a zone the text names no player for is that of the master of the card whose text it is")
OWNER_AREA = rule("4.1.7", "a card going to an area other than a zone goes to its owner's")

# 5 keyword actions
SHUFFLE = rule("5.3.1", "the cards are put in random order")
DRAW = rule("5.4.1", "the top card of the deck goes to the hand")
DRAW_N = rule("5.4.2", "drawing N cards is drawing one card N times")
DISCARD = rule("5.7.1", "the player chooses cards from the hand and discards them")
DISCARD_TO = rule("5.7.2", "the player keeps N cards of the hand and discards the rest")
MILL = rule("5.7.3", "the named cards are put into the discard pile")
DISCARD_FROM_MONSTER = rule("5.7.3.1", "only the named card of the invading monster is discarded")
PLAY_BATTLE_CARD = rule("5.11.1", "a battle card appears: it is put into a zone from outside the field")
PLAY_APART = rule("5.11.1.3", "battle cards one effect plays at once go to different zones, as far as possible")
PLAY_MONSTER = rule("5.11.2", "a monster card played becomes the new invading monster")
SEARCH = rule("5.8.1", "the player looks through the deck and chooses the named cards")
SEARCH_NOT_GUARANTEED = rule("5.8.1.2", "a card named by its information may not be found")
MOVE = rule("5.2.1", "a card told to be put or moved somewhere goes there")
REVEAL = rule("5.10.1", "a revealed card is shown to every player")
LOOK = rule("5.5.1", "the player learns the top N cards of the deck")
MONSTER_DECK = rule("4.6.2", "the monster deck is hidden from the opponent and kept in no order")
HAND = rule("4.9.2", "a hand is hidden from the other player; an effect may let the master look at it (1.3.1)")
LOOK_UP_TO = rule("5.5.2", "looking at up to N is looking one card more at a time, until the player stops")
DRAW_UP_TO = rule("5.4.3", "drawing up to N is drawing one at a time, until the player stops or N are drawn")
SWAP = rule("5.6.1", "two cards exchange their areas at once")
SWAP_FAILS = rule("5.6.2", "if either cannot move to the other's area, neither moves")
STRATEGY_ZONE_COUNT = rule("4.5.2", "each player has two strategy zones")
STRATEGY_ZONE_HOLDS = rule("4.5.1", "a strategy zone holds strategy cards: one put there by an effect is not played")
STACK = rule("3.2.1", "cards in zones may have cards stacked under them")
STACK_ORDER = rule("3.2.2", "stacked cards keep the order they were stacked in")
ONE_INVADING_MONSTER = rule("3.3.1", "each player has one invading monster throughout the game")
STACK_ONE_CARD = rule("3.2.3", "stacked cards are treated as one card, read as the top card")
STACK_MOVES = rule("3.2.4", "stacked cards move between areas together")
STACK_NEW = rule("3.2.5", "a card stacked on top is a new card, not the one it covers")
NO_BATTLE = rule("5.16.1", "a battle card that cannot battle adds nothing to the total counter power")
INVALID = rule("10.3.2", "an ability made invalid exists but has no effect")
VALID_ONLY = rule("10.3.3", "an ability said to be valid under a condition is invalid while it does not hold")
ACTIVE_WHERE_CLEAR = rule("10.3.4.1", "an ability clearly meant for an area or moment works there")
ACTIVE_WHEN_PLACED = rule("10.3.4.1.1", "an ability read when the card is played or placed works then")
EMPTY_ZONE = rule("4.4.7", "an empty zone is one with no card in it")
DESTROY = rule("5.12.1", "a destroyed card goes to its owner's discard pile")
LEFT_RIGHT = rule("4.4.5.5", "zones are left and right of each other: 1, 2, 3/8, 4/7, 5/6")
FRONT_BACK = rule("4.4.5.1", "zones 8/3, 7/4 and 6/5 are each in front of the other: one column")
ADVANCE = rule("5.13.1", "the invading monster moves to the zone numbered one higher")
ADVANCE_FROM_8 = rule("5.13.1.1.1", "from zone 8 it advances only by invasion into an empty zone 8")
ADVANCE_TO = rule("5.13.1.2", "advancing to a zone repeats until the monster is in it")
INVASION_VICTORY = rule("5.13.1.1.2", "invading from zone 8 with the opponent's zone 8 empty wins")
RETREAT = rule("5.13.2", "the invading monster moves to the zone numbered one lower")
RETREAT_FROM_1 = rule("5.13.2.1", "a monster in zone 1 does not retreat")
COUNTER = rule("5.15.1", "an effect counters a monster: it moves back, its master takes the next")
COUNTER_BACK = rule("5.15.1.1", "a countered monster in zone 6, 7 or 8 moves to the zone behind")
COUNTER_NEXT = rule("5.15.1.2", "the countered player's next monster: rank +1, a shared trait")
COUNTER_LOSS = rule("5.15.1.2.1", "with no such monster the countered player loses")

ACTIVATE_BY_EFFECT = rule("5.9.1", "an effect that activates a strategy card: its master plays it")
EVOLVE = rule("5.17.1", "the new battle card is played stacked on the card on the field")
EVOLVED = rule("5.17.1.1", "then the card on the field has evolved into the new card")

# 6 setup
DECK_MONSTERS = rule("6.1.1.1", "the monster deck is one monster card of each rank I to IV")
DECK_SIZE = rule("6.1.1.2", "the main deck is exactly 50 cards")
DECK_INVASION_2 = rule("6.1.1.2.2", "at most 10 cards with invasion icon 2 in the main deck")
DECK_COLOR = rule("6.1.1.3", "every card shares a color with the rank I monster, or is white")
DECK_COPIES = rule("6.1.1.4", "at most 4 cards of one card number in both decks together")
DECK_NO_TOKENS = rule("6.1.1.5", "no card with the trait トークン in either deck")
SETUP_MONSTER_DECK = rule("6.3.1.2", "each monster deck goes face down to its zone")
SETUP_SHUFFLE = rule("6.3.1.3", "each main deck becomes the deck, shuffled")
SETUP_FIRST = rule("6.3.1.4", "the first player is chosen at random")
SETUP_HAND = rule("6.3.1.5", "each player draws 5 cards")
SETUP_MONSTER = rule("6.3.1.6", "the rank I monster becomes the invading monster")
SETUP_POSITION = rule("6.3.1.6.1", "the invading monster starts in zone 1")
SETUP_RAGE = rule("6.3.1.7", "each invading monster's rage is 0")

# 7 turn structure
START_TRIGGER = rule("7.2.1", "'at the beginning of the start phase' triggers; check timing")
START_DRAW = rule("7.2.2", "the turn player draws as many cards as the opponent's monster's rank")
START_STRATEGY = rule("7.2.3", "strategy cards placed before this turn are discarded")
START_RAGE = rule("7.2.4", "the turn player's rage becomes 0")
START_CHECK = rule("7.2.5", "check timing; the start phase ends")
MAIN_TRIGGER = rule("7.3.1", "'at the beginning of the main phase' triggers; check timing")
MAIN_PLAY_TIMING = rule("7.3.2", "the turn player has a play timing")
COUNTER_TRIGGER = rule("7.4.1", "'at the beginning of the counter phase' triggers; check timing")
COUNTER_TOTAL = rule("7.4.2", "the turn player totals the counter power of their battle cards")
COUNTER_NOT_MONSTER = rule("7.4.2.1", "the threat level of the player's own monster is not part of the total")
COUNTER_COMPARE = rule("7.4.3", "a total at least the opponent's threat level counters it")
COUNTER_CHECK = rule("7.4.4", "check timing; the counter phase ends")
END_TRIGGER = rule("7.5.1", "'at the beginning of the end phase' triggers; check timing")
END_ADVANCE = rule("7.5.2", "the turn player's monster in zone 7 or lower advances")
END_CHECK_1 = rule("7.5.3", "check timing")
END_DRAW = rule("7.5.4", "the turn player draws up to 5 cards in hand")
END_CHECK_2 = rule("7.5.5", "check timing")
END_EXPIRE = rule("7.5.6", "effects 'until end of turn' end")
END_LOOP = rule("7.5.7", "if anything happened, back to 7.5.4; otherwise the turn passes")

# 8 main-phase actions
ACTION_BATTLE = rule("8.2.1", "play a battle card of rank at most the opponent's monster's zone")
ACTION_STRATEGY = rule("8.3.1", "activate a strategy card of rank at most your monster's zone")
ACTION_STRATEGY_FULL = rule("8.3.2", "not with both strategy zones occupied")
ACTION_RAGE = rule("8.4.1", "discard a monster card from hand to gain 1 rage")
ACTION_MONSTER = rule("8.5.1", "play a monster of the same rank sharing a trait")
ACTION_MONSTER_RAGE = rule("8.5.1.1", "the monster played this way gains 1 rage")
ACTION_MONSTER_ONCE = rule("8.5.2", "a monster can be played this way once per turn")
ACTION_INVADE = rule("8.6.1", "discard a card from hand to invade")
ACTION_INVADE_ICON = rule("8.6.1.2", "advance as many times as the discarded card's invasion icon")
ACTION_INVADE_ONCE = rule("8.6.2", "invasion can be performed once per turn")

# 9 tokens
TOKEN_APPEAR = rule("9.1.2", "a token is made to appear in the named area")
TOKEN_MASTER = rule("9.1.2.1", "a token's owner and master are those of the effect that made it")
TOKEN_GONE = rule("9.1.3", "a token made to vanish is taken out of the area it is in")
TOKEN_ZONES_ONLY = rule("9.1.4.1", "a battle token can exist only in zones")
TOKEN_VANISH = rule("9.1.4.2", "a token moved where it cannot exist vanishes at once")

# 10 playing and resolving
COST = rule("10.5.4", "'by doing X, Y': X may be done on resolution; Y happens only if it was")
COST_WHOLE = rule("10.5.4.1", "X can be chosen only if it can be done completely")
STRATEGY_TEXT = rule("10.1.1.1.2", "a strategy card's text triggers when it is placed")
PLAY_TIMING_CHECK = rule("10.4.2", "a check timing comes before every play timing")
CHECK_TIMING = rule("10.4.3", "a check timing")
CHECK_RULE_ACTIONS = rule("10.4.3.1", "all rule actions at once, repeated while any remain")
CHECK_TURN_PLAYER = rule("10.4.3.2", "the turn player plays one of their standby abilities")
CHECK_NON_TURN_PLAYER = rule("10.4.3.3", "the non-turn player plays one of their standby abilities")
CHECK_END = rule("10.4.3.4", "the check timing ends")
CHOOSE_MODES = rule("10.5.2.2.1", "'do N of the following': N options are chosen")
MODES_IN_ORDER = rule("10.5.2.2.1.2", "the chosen options resolve in printed order")
PLAY_CARD = rule("10.5.2.1.1", "the card played moves to the resolution area")
RESOLVE_MONSTER = rule("10.5.2.3.1", "a monster card resolves onto the invading monster")
PLAY_STRATEGY_ZONE = rule("10.5.2.1.3", "a strategy card played: one of its master's strategy zones is chosen")
RESOLVE_CARD = rule("10.5.2.3.2", "a battle or strategy card resolves into its chosen area")
TARGETS = rule("10.5.3.1", "as many targets as told must be chosen, if possible")
TARGETS_UP_TO = rule("10.5.3.1.1", "'up to N' allows any number from 0 to N")
TARGETS_NONE = rule("10.5.3.1.2", "with no possible target, the effects on it are ignored")
SAME_COLUMN = rule("4.4.5.4", "zones across from each other are in one column")
ZONE_BOUND = rule("4.4.5.3", "a zone's 以前 / 以降: that player's zones numbered at most / at least it, itself included")
ADJACENT = rule("4.4.5.2", "zones are adjacent: numbers differing by 1, front and back, or both players' zones 8")
STANDBY = rule("10.6.2", "a triggered automatic ability goes on standby")
# 「エリアNに到達した時」: 到達 is defined nowhere in the rules (ruling GZ-047): the monster has come into the zone its
# text names by number (4.4.4.1) from another of its zones, by a forward move (5.13.1) or moved there by an effect
# (5.2.1, BP03-068's 縦方向に移動); the trace cites those too, where the move is logged
REACHED_ZONE = rule("4.4.4.1", "「エリアNに到達した時」: the monster came into its zone numbered N, moved forward or moved "
                    "there by an effect; the rules do not define 到達 (ruling GZ-047)")
STANDBY_AGAIN = rule("10.6.2.1", "an ability triggered again while it waits goes on standby once more")
STANDBY_PLAY = rule("10.6.3", "a standby ability is played, then its standby is removed once")
STANDBY_MUST = rule("10.6.3.1", "standby abilities must be played; their master chooses only which first")
STANDBY_CANNOT = rule("10.6.3.2", "a standby ability that cannot be played loses that standby")
STANDBY_DECLINED = rule("10.6.3.2.1", "an ability whose optional cost is not paid is not played; "
                        "its standby is removed")
INFO_PUBLIC = rule("10.6.4.1.1", "a trigger on a move between hidden and public areas sees the card "
                   "in the public one")
INFO_FIELD = rule("10.6.4.1.2", "a trigger on a card leaving the field sees the card as it was there")
INFO_NEW_AREA = rule("10.6.4.1.3", "a trigger on another move between public areas sees the card where it went")
TRIGGER_WITH_ENTRY = rule("10.6.4.2", "a card entering where its ability works, together with the move that "
                          "triggers it, sees that move")
STANDBY_MOVED = rule("10.6.7", "a standby ability is played even if its card has changed area since")
RESOLVE_MOVED = rule("10.5.2.3.3", "an automatic ability resolves even if its card has left the area it was in")

STATE_TRIGGER = rule("10.6.6.1", "a state trigger goes on standby once while its state holds; again after it resolves")
TRAIT_GIVEN = rule("10.8.1.3", "continuous effects that change no number (a trait given, 「《兵器》も持つ」) apply "
                   "before rage and numbers: every card phrase, condition and play asks the traits so given")
RAGE_STEP = rule("10.8.1.4", "rage changes threat level after the printed value, before changes by effects")
REPLACE = rule("10.9.1", "the replaced event does not happen; the replacement happens instead")
REPLACE_ORDER = rule("10.9.2.1", "the master of the affected card chooses which replacement first")
REPLACE_ONCE = rule("10.9.2.3", "each replacement applies at most once to one event")
TIMED_TRIGGER = rule("10.6.5", "an effect may make an automatic ability that triggers once at a later "
                     "moment (a timed trigger, 10.6.5.1)")
SOURCE = rule("10.11.2", "an effect's source is the card with the ability (for a timed trigger, the card "
              "whose ability made it): whose effect it is")
LAST_AREA = rule("10.10.1.1", "an effect asking where a card is, once it has left the field, finds no zone: "
                 "what needs that zone is not done")
LASTING = rule("10.2.1.2", "a continuous effect lasts for the time it names (a later turn's or a phase's end), "
               "then ends")
REPLACE_OPTIONAL = rule("10.2.1.3.2", "an optional replacement ('instead you may') is chosen or not")
REPLACE_UNDOABLE = rule("10.9.3", "an optional replacement whose choice cannot be carried out does not apply")

# 11 rule actions
INTERRUPT_ORDER = rule("11.1.2.1.1", "interrupt rule actions: the turn player's first")
RESHUFFLE_WHEN = rule("11.2.2", "drawing from an empty deck calls for a reshuffle")
RESHUFFLE = rule("11.2.3", "the discard pile becomes the deck, shuffled")
RESHUFFLE_NOTHING = rule("11.2.4", "with an empty discard pile the reshuffle does nothing")
CRUSH = rule("11.3.3", "a battle card in the zone of an invading monster is destroyed")
ILLEGAL_CARD = rule("11.4.1", "a card where its type cannot be goes to its owner's discard pile")
ILLEGAL_RESOLUTION = rule("11.4.2", "a card left in the resolution area goes to the discard pile")
DUPLICATE = rule("11.5.1", "of several cards in one zone, all but the last placed are destroyed")

# 12 keywords
KEYWORD_ENTER = rule("12.2.2", "【出現時】: when this card is played")
KEYWORD_INVADING = rule("12.3.2", "【進攻時】: when this monster advances by invasion")
KEYWORD_INVADING_STUCK = rule("12.3.2.1", "an invasion that does not advance does not trigger it")
KEYWORD_AWAKENING = rule("12.4.2", "【覚醒N】: active only while your monster is in zone N or beyond")
MONSTER_ON_FIELD = rule("3.3.3.2", "the invading monster is treated as in its position's zone: on the field")
KEYWORD_BURST = rule("12.5.2", "【強襲X】: play as rank X; discarded at your next end phase")
KEYWORD_BURST_NOT_PLAYED = rule("12.5.3", "the monster uncovered by burst is not played")
KEYWORD_EVOLUTION = rule("12.6.2", "【進化】: at your main phase, may evolve into a searched card")
KEYWORD_COUNTERATTACK = rule("12.7.2", "【逆襲】: when this goes from the field to the discard pile")
KEYWORD_COUNTERATTACK_UNDER = rule("12.7.3", "a card stacked under another has no 【逆襲】")
KEYWORD_RESONANCE = rule("12.8.2", "【共鳴】: cards of the named colors may be in the decks")
KEYWORD_BASE = rule("12.9.2", "【拠点】: not discarded by 7.2.3")

# 13 loops
LOOP = rule("13.1.1", "an action that can or must be done for ever is a loop: the same process repeating")
LOOP_NO_REPEAT = rule("13.1.1.2", "the same game again this turn after a choice: that choice cannot be made again")
LOOP_DRAW = rule("13.1.1.3", "a loop nobody can stop ends the game in a draw")
