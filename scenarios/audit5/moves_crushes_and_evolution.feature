Feature: Audit 5: monsters moved by repelling and retreating onto cards, evolution, and whose ability waits first

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit, second batch). Each comment and expected outcome was written before
  the first run.

  Background:
    Given the cards:
      | name        | type    | rank | color | traits         | threat | counter | invasion | text |
      | Godzilla    | monster | I    | red   | ゴジラ         | 10000  |         | 1        |      |
      | Godzilla II | monster | II   | red   | ゴジラ         | 15000  |         | 1        |      |
      | Space G     | monster | I    | green | スペースゴジラ | 8000   |         | 1        |      |
      | Space G II  | monster | II   | green | スペースゴジラ | 12000  |         | 1        |      |
      | Jet         | battle  | 1    | red   | 兵器           |        | 1000    | 1        |      |
      | Big         | battle  | 1    | red   | 兵器           |        | 15000   | 1        |      |
      | Big14       | battle  | 1    | red   | 兵器           |        | 14000   | 1        |      |
      | Mourner     | battle  | 1    | red   | 兵器           |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Spite       | battle  | 1    | red   | 兵器           |        | 1000    | 1        | 【逆襲】相手の【怒り】を1減らす。 |
      | Glad        | battle  | 1    | red   | 兵器           |        | 1000    | 1        | 【逆襲】あなたの【怒り】を1増やす。 |
      | Booster     | battle  | 1    | red   | 兵器           |        | 1000    | 1        | 【出現時】相手の進攻怪獣を1回後退させる。あなたの【怒り】を1増やす。 |
      | Twin        | battle  | 1    | red   | 兵器           |        | 1000    | 1        | 【出現時】相手の進攻怪獣を1回後退させる。あなたの進攻怪獣を1回前進させる。 |
      | Egg         | battle  | 1    | red   | ゴジラ         |        | 1000    | 1        | 【進化6】【ゴジラ】【逆襲】あなたの【怒り】を2増やす。 |
      | Adult       | battle  | 5    | red   | ゴジラ         |        | 5000    | 1        | 【出現時】カードを1枚引く。【逆襲】あなたの【怒り】を1増やす。 |

  # 7.4.3: 15000 >= 10000: B's monster is repelled; 5.15.1.1 moves it from zone 6 to zone 5
  # (4.4.5.1), where B's own Mourner is: crushed at once (11.3.3, interrupt). Its 【逆襲】
  # (12.7.2) waits for B and resolves at the 7.4.4 check timing (10.4.3.3): B draws 1.
  @rule-5.15.1.1 @rule-11.3.3 @rule-7.4.4 @rule-10.4.3.3
  Scenario: A repelled monster falls back onto its own battle card and crushes it; the counterattack is the opponent's
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Big" in zone 4
    And player B's invading monster is "Godzilla" in zone 6
    And player B has "Mourner" in zone 5
    And player B's monster deck is "Godzilla II"
    And player B's hand is empty
    And player B's deck is "Jet" x3
    When the game runs until the end phase
    Then player B's invading monster is "Godzilla II" in zone 5
    And player B's discard pile contains "Mourner"
    And player B's hand has 1 card
    And the trace shows, in order:
      | rule     | card    | player |
      | 11.3     | Mourner | B      |
      | 10.4.3.3 | Mourner | B      |

  # Booster retreats B's monster from 6 to 5 onto B's Spite: crushed mid-effect (11.1.2.1), but
  # Spite's 【逆襲】 only waits (10.6.2) and is played at the next check timing (10.6.1), after
  # Booster's effect has raised A's rage to 1: 1 - 1 = 0.
  @rule-11.1.2.1 @rule-10.6.1 @rule-5.13.2 @rule-11.3.3
  Scenario: A card crushed in the middle of an effect counterattacks only after the whole effect
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Booster"
    And player B's invading monster is "Godzilla" in zone 6
    And player B has "Spite" in zone 5
    When player A plays "Booster" to zone 1
    Then player B's invading monster is "Godzilla" in zone 5
    And player B's discard pile contains "Spite"
    And player A's rage is 0

  # Twin crushes B's Spite (B's monster 6 -> 5) and A's Glad (A's monster 3 -> 4). Both
  # counterattacks wait; 10.4.3.2: A's first (rage 1), then B's (10.4.3.3): 0. (B's first would
  # leave 0 then 1.)
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-3.4.4 @rule-12.7.2
  Scenario: Two counterattacks from one effect: the turn player's resolves first
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Glad" in zone 4
    And player A's hand is "Twin"
    And player B's invading monster is "Godzilla" in zone 6
    And player B has "Spite" in zone 5
    When player A plays "Twin" to zone 1
    Then player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 5
    And player A's rage is 0

  # 11.3.3 crushes a battle card whose master is in the same zone as an invading monster; each
  # player has their own zones (4.1.1, 4.4.2): A's monster in A's zone 4 does not touch B's card
  # in B's zone 4.
  @rule-11.3.3 @rule-4.4.2
  Scenario: A monster entering its zone 4 does not crush the opponent's card in the opponent's zone 4
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Jet" in zone 4
    When player A invades discarding "Jet"
    Then player A's invading monster is "Godzilla" in zone 4
    And player B has "Jet" in zone 4

  # 7.4.3 reads the threat with every modification (10.8.1.4 rage, 10.8.1.5 結晶体): 8000 + 5000
  # + 1000 = 14000; Big14 is exactly 14000: repelled (以上); Space G II shares スペースゴジラ.
  @rule-7.4.3 @rule-10.8.1.4 @rule-10.8.1.5 @rule-9.1.1.1
  Scenario: The threat compared at the counter phase includes rage and a token's bonus
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Big14" in zone 4
    And player B's invading monster is "Space G" in zone 2
    And player B's rage is 1
    And player B has "結晶体" in zone 4
    And player B's monster deck is "Space G II"
    When the game runs until the end phase
    Then player B's invading monster is "Space G II" in zone 2

  # 12.6.2 at A's main phase start: A may search a ゴジラ battle card of rank <= 6 (Adult; Jet is
  # 兵器), reveal it and evolve Egg into it: Adult is stacked on Egg and appears (5.17.1), so its
  # 【出現時】 draws 1. A drew Jet at 7.2.2 (B's rank I): hand 2, deck 5 - 3 = 2. The stack is
  # read by its top card (3.2.3.1): 5000.
  @rule-12.6.2 @rule-5.17.1 @rule-3.2.3.1 @rule-12.2.2
  Scenario: Evolution stacks the found card, which appears and counts alone
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 3
    And player A has "Egg" in zone 4
    And player A's hand is empty
    And player A's deck is "Jet", "Adult", "Jet" x3
    And player B's invading monster is "Godzilla" in zone 1
    And player A will choose yes
    And player A will choose "Adult"
    When the game runs until the counter phase
    Then player A has "Adult" in zone 4
    And player A's hand has 2 cards
    And player A's deck has 2 cards
    And player A's total counter power is 5000

  # The same turn goes on: 7.5.2 advances A's monster into zone 4 onto the Egg/Adult stack: the
  # whole stack is crushed (3.2.4, 11.3.3). 12.7.3: Egg, beneath, does not counterattack; Adult's
  # does: rage 1. (First run: two "runs until the main phase" in a row; the second stopped where
  # the first had — the next main phase not yet begun; "runs until the start phase" alone, from the
  # start phase, stops at once the same way — so main phase, then start phase.)
  @rule-12.7.3 @rule-3.2.4 @rule-7.5.2 @rule-11.3.3
  Scenario: When an evolved stack is crushed only the top card counterattacks
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 3
    And player A has "Egg" in zone 4
    And player A's hand is empty
    And player A's deck is "Jet", "Adult", "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    And player A will choose yes
    And player A will choose "Adult"
    When the game runs until the main phase
    And the game runs until the start phase
    Then player A's discard pile contains "Egg"
    And player A's discard pile contains "Adult"
    And player A's rage is 1
