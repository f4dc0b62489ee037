/// The main menu's decisions that leave the feature; the coordinator turns them into its result.
@MainActor
public protocol MainMenuInteractorDelegate: AnyObject {
    func mainMenuDidChooseNewCareer()
    func mainMenuDidChooseContinue(careerId: String)
    func mainMenuDidChooseQuit()
}
