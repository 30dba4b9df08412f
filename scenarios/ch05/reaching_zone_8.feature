Feature: 「エリア8に到達した時」: a monster reaches zone 8 however it comes there (ruling GZ-047)

  The rules never define 到達 (reaching). BP01-004 ゴジラ(1954) reads 「これがエリア８に到達した時、各プレイヤーの
  交戦カードをすべて破壊する。」 The engine reads it as the monster coming into zone 8 from another of its
  zones: by a forward move (5.13.1) — an invasion's, the end phase's, an effect's — or moved there by an
  effect (5.2.1), as BP03-068 ゴジラ、空を飛ぶ moves a rank III or higher monster from zone 3 straight to
  zone 8 (4.4.5.1). A monster that stays where it is reaches nothing (5.13.3).

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Tank     | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
    And player B's invading monster is "Godzilla" in zone 1

  # BP03-068 moves A's BP01-004 (rank IV) from zone 3 to zone 8: not a forward move (5.13.1 moves one
  # zone at a time), but the monster has come into zone 8 (5.2.1), so 「エリア８に到達した時」 triggers
  # and destroys every battle card of each player: A's in zone 5 (which the move did not crush,
  # BP03-068's own words) and B's in zone 4.
  @rule-5.2.1 @rule-4.4.5.1 @rule-10.6.2
  Scenario: BP01-004 moved to zone 8 by BP03-068 has reached zone 8: every battle card is destroyed
    Given player A's invading monster is "BP01-004" in zone 3
    And player A has "Tank" in zone 5
    And player B has "Tank" in zone 4
    And player A's hand is "BP03-068"
    When player A activates "BP03-068"
    Then player A's invading monster is "BP01-004" in zone 8
    And player A's zone 5 is empty
    And player B's zone 4 is empty
    And player B's discard pile contains "Tank"
    And the trace shows, in order:
      | rule    | card     | player |
      | 5.2.1   | BP01-004 | A      |
      | 4.4.4.1 | BP01-004 | A      |

  # The same monster reaching zone 8 the usual way: invading with Jet (icon 2) from zone 6, two forward
  # moves (8.6.1.2, 5.13.1), the second into zone 8.
  @rule-5.13.1 @rule-8.6.1.2
  Scenario: BP01-004 invading into zone 8 has reached zone 8
    Given player A's invading monster is "BP01-004" in zone 6
    And player B has "Tank" in zone 4
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's invading monster is "BP01-004" in zone 8
    And player B's zone 4 is empty

  # Already in zone 8 with a battle card in B's zone 8, A's invasion moves the monster nowhere
  # (5.13.1.1.1): it did not move, so it did not move forward (5.13.3) and came into no zone — it has
  # not reached zone 8. B's battle cards stay.
  @rule-5.13.1.1.1 @rule-5.13.3
  Scenario: BP01-004 that stays in zone 8 has not reached it
    Given player A's invading monster is "BP01-004" in zone 8
    And player B has "Tank" in zone 8
    And player B has "Tank" in zone 4
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's invading monster is "BP01-004" in zone 8
    And player B has "Tank" in zone 8
    And player B has "Tank" in zone 4
    And the trace does not show rule 5.2.1
