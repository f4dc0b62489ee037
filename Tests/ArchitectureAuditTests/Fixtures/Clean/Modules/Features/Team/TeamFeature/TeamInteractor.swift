import DataManaging
import GameModels
import Navigation

public final class TeamInteractor {
    let dataManager: any TeamDataManaging
    public init(dataManager: any TeamDataManaging) { self.dataManager = dataManager }
}
