Feature: Real cards by their number, as printed

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |
    And player B's invading monster is "Godzilla" in zone 2

  @rule-3.4.5 @rule-10.8.1
  Scenario: SD01-003 ゴジラ(2023): threat +5000 while its rage is 2 or more
    Given player A's invading monster is "SD01-003" in zone 1
    And player A's rage is 2
    Then player A's invading monster has threat level 38000

  @rule-12.4
  Scenario: BP01-067 ゴロザウルス: 覚醒4 counter power +3000
    Given player A's invading monster is "Godzilla" in zone 4
    And player A has "BP01-067" in zone 5
    Then player A's total counter power is 4000

  @rule-10.8.1
  Scenario: BP01-017 クモンガ(2004): counter power +3000 only in zone 8
    Given player A's invading monster is "Godzilla" in zone 1
    And player A has "BP01-017" in zone 8
    And player A has "BP01-017" in zone 5
    Then player A's total counter power is 5000
