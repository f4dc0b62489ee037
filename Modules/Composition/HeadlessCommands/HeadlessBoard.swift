import ClubBoard
import DataManaging

/// `board`'s work, apart from argument parsing so tests can call it.
struct HeadlessBoard {
    let board: any BoardDataManaging
    /// The career's clubs, for `--apply` by name.
    let league: any LeagueDataManaging

    func status(careerId: String, json: Bool) async throws -> String {
        let status = try await CommandFailure.reporting { try await board.boardStatus(careerId: careerId) }
        return try text(BoardListing(status), careerId: careerId, json: json)
    }

    func accept(careerId: String, offerId: Int, json: Bool) async throws -> String {
        let status = try await CommandFailure.reporting {
            try await board.acceptJobOffer(careerId: careerId, offerId: offerId)
        }
        let listing = BoardListing(status)
        if json { return try HeadlessJSON.encode(listing) }
        return "You are the new coach of \(listing.club).\n" + (try text(listing, careerId: careerId, json: false))
    }

    /// `club` is a club's id, or its name as `new --club` takes it.
    func apply(careerId: String, club: String, json: Bool) async throws -> String {
        let teamId = try await self.teamId(of: club, careerId: careerId)
        let answer = try await CommandFailure.reporting { try await board.applyForJob(careerId: careerId, teamId: teamId) }
        if json { return try HeadlessJSON.encode(BoardApplicationListing(answer)) }
        switch answer {
        case .offered(let offer):
            return "\(offer.clubName) offers you the job: supersoccer board --career \(careerId) --accept \(offer.id)"
        case .turnedDown(let clubName, let reason):
            return "\(clubName) turned you down: \(reason)"
        }
    }

    private func teamId(of club: String, careerId: String) async throws -> String {
        let overview = try await CommandFailure.reporting { try await league.leagueOverview(careerId: careerId) }
        let clubs = overview.divisions.flatMap(\.table.rows).map { row in
            WorldPreview.Club(teamId: row.teamId, name: row.clubName, shortName: row.shortName, city: "", strength: 0)
        }
        if let byId = clubs.first(where: { $0.teamId == club }) { return byId.teamId }
        return try ClubMatcher.match(club, in: clubs).mapError { CommandFailure($0.description) }.get().teamId
    }

    private func text(_ listing: BoardListing, careerId: String, json: Bool) throws -> String {
        if json { return try HeadlessJSON.encode(listing) }
        let filled = listing.confidence / 5
        var lines = [
            "\(listing.club): \(StrengthRank.standing(rank: listing.rank, of: listing.clubs)), the board expects "
                + listing.expectation,
            "Confidence \(listing.confidence)/100 [\(String(repeating: "#", count: filled))"
                + "\(String(repeating: "-", count: 20 - filled))]" + (listing.warned && !listing.sacked ? " · warned" : ""),
        ]
        if listing.sacked {
            lines.append("Sacked: accept an offer to go on (supersoccer board --career \(careerId) --accept OFFER_ID)")
        }
        guard !listing.offers.isEmpty else { return (lines + ["No job offers."]).joined(separator: "\n") }
        lines.append("")
        lines += TextTable.render([["OFFER", "CLUB", "DIVISION", "WHY", "DATE"]] + listing.offers.map { offer in
            ["#\(offer.id)", offer.club, offer.division, why(offer.occasion), offer.date]
        }).split(separator: "\n").map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private func why(_ occasion: String) -> String {
        switch occasion {
        case "sacking": "after your sacking"
        case "strongSeason": "after a strong season"
        default: "you applied"
        }
    }
}
