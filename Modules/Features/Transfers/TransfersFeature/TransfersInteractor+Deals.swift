import DataManaging

/// The deals: the shortlist, bids for other clubs' players, contract offers, and answers to the bids other
/// clubs make for the user's players. Each answer, or the refusal with its reason, becomes the prompt line.
extension TransfersInteractor {
    public func toggleShortlist() async {
        guard let selected = state.selectedMarketPlayer else { return }
        let isOn = !selected.shortlisted
        do {
            try await dataManager.setShortlisted(careerId: careerId, playerId: selected.player.id, shortlisted: isOn)
            let results = try await dataManager.searchMarket(careerId: careerId, query: state.query)
            let shortlist = try await dataManager.shortlist(careerId: careerId)
            update { state in
                state.results = results
                state.shortlist = shortlist
                state.selectedIndex = max(0, min(state.selectedIndex, state.rowCount - 1))
                state.outcome = .shortlisted(playerName: selected.player.fullName, isOn: isOn)
            }
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    public func askBid() {
        guard let selected = state.selectedMarketPlayer else { return }
        guard let clubName = selected.clubName else {
            return update { $0.outcome = .freeAgentOwesNoFee(playerName: selected.player.fullName) }
        }
        update { state in
            state.outcome = nil
            state.input = TransfersInput(
                purpose: .bid(playerId: selected.player.id, playerName: selected.player.fullName, clubName: clubName),
                text: "\(selected.value)")
        }
    }

    public func takeCounter() async {
        guard case .bidAnswered(let playerId, let playerName, let clubName, .countered(let fee))? = state.outcome else {
            return
        }
        await bid(fee: fee, playerId: playerId, playerName: playerName, clubName: clubName)
    }

    public func askContract() async {
        guard let player = state.selectedSigningPlayer else { return }
        do {
            let demand = try await dataManager.signingDemand(careerId: careerId, playerId: player.id)
            update { state in
                state.outcome = nil
                state.input = TransfersInput(
                    purpose: .wage(playerId: player.id, playerName: player.fullName, seasons: demand.seasons),
                    text: "\(demand.weeklyWage)")
            }
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    public func acceptBid() async {
        guard let bid = openSelectedBid() else { return }
        await reply(.accept, toBid: bid.id)
    }

    public func rejectBid() async {
        guard let bid = openSelectedBid() else { return }
        await reply(.reject, toBid: bid.id)
    }

    public func askCounter() {
        guard let bid = openSelectedBid() else { return }
        update { state in
            state.outcome = nil
            state.input = TransfersInput(purpose: .counter(bidId: bid.id, playerName: bid.player.fullName),
                                         text: "\(bid.value)")
        }
    }

    func bid(fee: Int, playerId: String, playerName: String, clubName: String) async {
        do {
            let answer = try await dataManager.makeBid(careerId: careerId, playerId: playerId, fee: fee)
            update {
                $0.outcome = .bidAnswered(playerId: playerId, playerName: playerName, clubName: clubName,
                                          answer: answer)
            }
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    func offer(_ offer: ContractOffer, playerId: String, playerName: String) async {
        do {
            let answer = try await dataManager.offerContract(careerId: careerId, playerId: playerId, offer: offer)
            update { $0.outcome = .contractAnswered(playerName: playerName, answer: answer) }
            if case .signed = answer { await refreshAfterDeal() }
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    func reply(_ reply: BidReply, toBid bidId: Int) async {
        do {
            let bid = try await dataManager.answerBid(careerId: careerId, bidId: bidId, reply: reply)
            update { $0.outcome = .bidReplied(bid) }
            await refreshAfterDeal()
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }

    /// The selected incoming bid when it can still be answered; a closed one says so on the line.
    private func openSelectedBid() -> TransferBid? {
        guard let bid = state.selectedBid else { return nil }
        guard bid.status == .open else {
            update { $0.outcome = .bidClosed(bid) }
            return nil
        }
        return bid
    }

    /// A signing or a sale moves the money, the squad and the lists: all are read again, the answer kept.
    private func refreshAfterDeal() async {
        do {
            try await reloadAll()
        } catch {
            update { $0.outcome = .refused(error.message) }
        }
    }
}
