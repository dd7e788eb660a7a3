// `@ModelActor` for Linux's SwiftData stand-in: the members and conformance SwiftData's macro
// gives an actor — its container, an executor with a context of its own, and
// `init(modelContainer:)` — read from the declaration's source text like `@Model`.

/// What `@ModelActor` writes for one attached-macro request.
func modelActorExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String else { return "" }
  switch role {
  case "member":
    return """
      nonisolated let modelExecutor: any SwiftData.ModelExecutor
      nonisolated let modelContainer: SwiftData.ModelContainer

      init(modelContainer: SwiftData.ModelContainer) {
        let modelContext = SwiftData.ModelContext(modelContainer)
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
      }
      """
  case "extension":
    guard let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String
    else { return "" }
    let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
    guard missing.contains("ModelActor") else { return "" }
    return "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): "
      + "SwiftData.ModelActor {}"
  default:
    return ""
  }
}
