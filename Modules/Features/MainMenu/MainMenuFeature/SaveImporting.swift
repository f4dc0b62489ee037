/// What "Import save" needs from outside the feature; the composition root supplies the code
/// `sstool save import` runs, so the menu and the tool verify and install saves the same way.
@MainActor
public protocol SaveImporting: AnyObject {
    /// Verifies and installs the save at `path` as a new career (never replacing one).
    /// Returns the installed career's slot, or a one-line reason it was refused.
    func importSave(atPath path: String) async -> Result<String, SaveImportFailure>
}
