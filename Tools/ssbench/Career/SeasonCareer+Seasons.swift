import DataManaging

extension SeasonCareer {
    /// Plays career `slot` on until `seasons` more seasons have ended, as a player would: a coach the board
    /// sacks takes his first job offer and goes on.
    func playSeasons(_ seasons: Int, slot: String) async throws {
        for _ in 0..<seasons {
            try await advanceKeepingAJob(slot: slot, .seasons(1))
        }
    }

    /// `advance(request)` for a request that, asked again, goes on from where a sacking stopped it
    /// (`toSeasonEnd`, one season): the assistant-managed coach may be sacked on the way, and then takes his
    /// first job offer like a player would.
    func advanceKeepingAJob(slot: String, _ request: AdvanceRequest) async throws {
        while true {
            do {
                _ = try await manager.advance(careerId: slot, request)
                return
            } catch .unemployed {
                guard let offer = try await manager.boardStatus(careerId: slot).offers.first else {
                    throw BenchmarkError("career \(slot): sacked with no job offer")
                }
                _ = try await manager.acceptJobOffer(careerId: slot, offerId: offer.id)
            }
        }
    }
}
