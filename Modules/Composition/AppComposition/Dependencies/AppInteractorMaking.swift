import BoardFeature
import FinancesFeature
import CupFeature
import HistoryFeature
import InboxFeature
import LeagueFeature
import MainMenuFeature
import MatchDayFeature
import NewGameFeature
import PlayerFeature
import SeasonReviewFeature
import TeamFeature
import TeamSelectFeature
import TransfersFeature

/// Every feature's interactor-factory slice: what the composition root needs from a factory.
/// The production `InteractorFactory` and TestSupport's `MockInteractorFactory` both conform.
public typealias AppInteractorMaking = MainMenuInteractorMaking & NewGameInteractorMaking
    & TeamSelectInteractorMaking & TeamInteractorMaking & LeagueInteractorMaking & MatchDayInteractorMaking
    & PlayerInteractorMaking & SeasonReviewInteractorMaking & HistoryInteractorMaking & CupInteractorMaking
    & InboxInteractorMaking & FinancesInteractorMaking & BoardInteractorMaking & TransfersInteractorMaking
