/// Every data slice at once: what the composition root builds (Persistence's manager) and hands out
/// slice by slice. Features never ask for this; each depends on the slices it uses.
public typealias DataManagerProtocol = CareerDataManaging & ClubDataManaging & LeagueDataManaging
    & MatchDayDataManaging & LiveMatchDataManaging & FinanceDataManaging & PlayerDataManaging & SeasonDataManaging
    & HistoryDataManaging & InboxDataManaging & BoardDataManaging & TransferDataManaging & CupDataManaging
