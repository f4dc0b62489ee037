/// What "Import save" needs from outside the feature; the composition root supplies the code
/// `sstool save import` runs, so the menu and the tool verify and install saves the same way.
@MainActor
public protocol SaveImporting: AnyObject {
    /// Verifies and installs the save at `path` as career `slot` (nil: the slot named after the file,
    /// as `sstool save import` without `--as`). A career already in that slot is replaced only when
    /// `replacing`, and only once the new one passed every check.
    /// Returns the installed career's slot, or a one-line reason it was refused.
    func importSave(atPath path: String, as slot: String?, replacing: Bool) async -> Result<String, SaveImportFailure>
}
