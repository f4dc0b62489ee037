/// Words for where a club stands on paper in its division: "2nd strongest", "title challengers".
enum ClubRankLabels {
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// "strongest of 20" for the top club, "2nd strongest of 20" for the rest.
    static func standing(rank: Int, of count: Int) -> String {
        rank == 1 ? "strongest of \(count)" : "\(ordinal(rank)) strongest of \(count)"
    }

    /// What the board and the fans expect from the `rank`-strongest of `count` clubs, by quarter.
    static func expectation(rank: Int, of count: Int) -> String {
        if rank == 1 { return "title favourites" }
        if rank == count { return "plucky underdogs, bring biscuits" }
        if rank * 4 <= count { return "title challengers" }
        if rank * 2 <= count { return "a cosy top half" }
        if rank * 4 <= count * 3 { return "mid-table, mildly anxious" }
        return "relegation scrap"
    }
}
