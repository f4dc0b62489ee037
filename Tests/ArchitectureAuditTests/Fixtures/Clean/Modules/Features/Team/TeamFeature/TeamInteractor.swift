import DataManaging
import GameModels
import Navigation

public final class TeamInteractor {
    let dataManager: any DataManagerProtocol
    public init(dataManager: any DataManagerProtocol) { self.dataManager = dataManager }
}
