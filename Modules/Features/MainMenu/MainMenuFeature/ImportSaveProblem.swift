/// What is wrong with the last "Import save" attempt; the transform words it under the path field.
public enum ImportSaveProblem: Sendable, Equatable {
    /// Enter with nothing but blanks in the field; the importer was not asked.
    case blankPath
    /// The importer refused the file, saying why.
    case refused(String)
}
