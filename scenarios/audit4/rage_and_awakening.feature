Feature: Audit 4: rage read by several effects, and awakening read at the moment of a trigger

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, fourth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Dash        | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |

  # A's counter phase. B's SD01-003 (23000) with rage 2: 10.8.1.4 the rage adds 2 x 5000
  # (3.4.5), 10.8.1.5 its own 「これの怒りが２以上なら、脅威度＋5000」: 38000. A's BP01-075
  # 「あなたの怪獣カードの怒り１につき、これの撃退力＋3000」 with A's rage 1: 8000; two Big: 38000
  # >= 38000: countered (7.4.3); zone 3 is not 6-8: B's SD01-004 takes its place there.
  @rule-3.4.5 @rule-10.8.1.4 @rule-10.8.1.5 @rule-7.4.3
  Scenario: ゴジラ(2023) with rage 2 is 38000, and 怪獣王ゴジラ's rage bonus brings A exactly there
    Given player A's invading monster is "Godzilla" in zone 2
    And player A's rage is 1
    And player A has "BP01-075" in zone 1
    And player A has "Big" in zone 4
    And player A has "Big" in zone 5
    And player B's invading monster is "SD01-003" in zone 3
    And player B's rage is 2
    And player B's monster deck is "SD01-004"
    When the game runs until the end phase
    Then player B's invading monster is "SD01-004" in zone 3

  # A's BP03-029 (seven cards under it) invades 3 -> 4; A chooses 「各プレイヤーの怪獣カードの怒り
  # を２減らす」. B's BP03-004 (B's monster in B's zone 4: 覚醒4) 「相手のターン中…これの怒りは相手
  # の効果で減らない」: 1.3.3 for B's rage only; A's own rage is lowered (1.3.2: what can be done
  # is done): A 3 -> 1, B stays 2.
  @rule-1.3.3 @rule-1.3.2 @rule-10.5.2.2.1
  Scenario: 千年竜王キングギドラ lowers each rage by 2: its own falls, awakened ゴジラ(2001)'s does not
    Given player A's invading monster is "BP03-029", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla" in zone 3
    And player A's rage is 3
    And player A's hand is "Jet"
    And player B's invading monster is "BP03-004" in zone 4
    And player B's rage is 2
    And player A will choose "各プレイヤーの怪獣カードの怒りを2減らす。"
    When player A invades discarding "Jet"
    Then player A's rage is 1
    And player B's rage is 2

  # A plays BP01-015 on BP01-014 in zone 3 (8.5: same rank, a shared trait). BP03-063 in A's discard pile 「あなたのターン中
  # 覚醒4あなたの怪獣カードが出現した時、…これを出現させてよい」: at the appearance A's monster is
  # in zone 3, so the ability is not valid (12.4.2) and does not trigger (10.6.2). BP01-015's
  # 【出現時】 then reveals Dash (進攻2) and moves A's monster to zone 6: too late; A is asked
  # nothing about BP03-063 and it stays in the discard pile.
  @rule-12.4.2 @rule-10.6.2 @rule-12.2.2
  Scenario: キングギドラ(1998) does not answer an appearance in zone 3, though the monster then reaches zone 6
    Given player A's invading monster is "BP01-014" in zone 3
    And player A's hand is "BP01-015"
    And player A's deck is "Dash", "Jet", "Jet", "Jet", "Jet", "Jet"
    And player A's discard pile is "BP03-063"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays the monster "BP01-015"
    Then player A's invading monster is "BP01-015" in zone 6
    And player A's discard pile contains "BP03-063"
    And player A's rage is 1

  # The same from zone 4: 覚醒4 holds at the appearance: BP03-063 waits with BP01-015's
  # 【出現時】; A plays BP03-063 first and puts it in zone 2.
  @rule-12.4.2 @rule-10.6.3.1
  Scenario: キングギドラ(1998) answers an appearance in zone 4
    Given player A's invading monster is "BP01-014" in zone 4
    And player A's hand is "BP01-015"
    And player A's deck is "Dash", "Jet", "Jet", "Jet", "Jet", "Jet"
    And player A's discard pile is "BP03-063"
    And player B's invading monster is "Godzilla" in zone 1
    And player A will choose "BP03-063"
    And player A will choose yes
    And player A will choose zone 2
    When player A plays the monster "BP01-015"
    Then player A has "BP03-063" in zone 2
    And player A's invading monster is "BP01-015" in zone 6
