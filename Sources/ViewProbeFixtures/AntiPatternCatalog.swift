import Testing
import ViewProbe

/// Catalog entries for the code-review anti-patterns of SEMANTICS.md (F02–F08, G03), each with its fix.
enum AntiPatternCatalog {
  static let entries: [CatalogEntry] = [
    CatalogEntry(
      id: "F02", title: "@State on an injected reference pins the first instance",
      kind: .antiPattern, invariants: ["F02", "A05"]
    ) { check in
      let harness = ParentHarness { DocumentSwitcher { PinnedDocumentEditor(document: $0) } }
      try harness.find(button: "Switch").tap()
      check.expect(
        harness.texts.contains("editing second"),
        "after the parent switched documents the editor still shows \(harness.texts.last ?? "")")
    },
    CatalogEntry(
      id: "F02-fix", title: "@Bindable follows the instance the parent passes",
      kind: .invariant, invariants: ["C11"]
    ) { check in
      let harness = ParentHarness { DocumentSwitcher { FollowingDocumentEditor(document: $0) } }
      try harness.find(button: "Switch").tap()
      check.expect(harness.texts.contains("editing second"), "the editor kept the old document")
    },
    CatalogEntry(
      id: "F03", title: "@Bindable on a model the view creates owns nothing",
      kind: .antiPattern, invariants: ["F03", "C11"]
    ) { check in
      let harness = ParentHarness { SelfOwnedBindableForm() }
      try harness.find(textField: "Name").setInput("typed")
      harness.reRender()
      let text = try harness.find(textField: "Name").text
      check.expect(text == "typed", "a parent re-render brought back \"\(text)\": a new model")
    },
    CatalogEntry(
      id: "F03-fix", title: "@State owns the model and keeps what was typed",
      kind: .invariant, invariants: ["C12"]
    ) { check in
      let harness = ParentHarness { StateOwnedForm() }
      try harness.find(textField: "Name").setInput("typed")
      harness.reRender()
      check.expect(try harness.find(textField: "Name").text == "typed", "the text was lost")
    },
    CatalogEntry(
      id: "F04", title: "@Binding to an @Observable reference adds nothing over a plain reference",
      kind: .invariant, invariants: ["F04", "C02"]
    ) { check in
      let harness = ParentHarness { ReferenceRowsOwner() }
      try harness.find(button: "Rename via binding").tap()
      try harness.find(button: "Rename via reference").tap()
      check.expect(harness.texts.first == "doc!!", "the two rows did not both rename the document")
    },
    CatalogEntry(
      id: "F05", title: "A side-effecting init in a @State model runs for every view value",
      kind: .antiPattern, invariants: ["F05", "A03"], profiles: [.xcode26]
    ) { check in
      let log = LoadLog()
      let harness = ParentHarness { FeedParent { EagerFeedView(log: log, refresh: $0) } }
      for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
      check.expect(
        log.loadersCreated == 1,
        "3 parent re-renders created \(log.loadersCreated) loaders; only one is used")
    },
    CatalogEntry(
      id: "F05-macro", title: "Under the @State macro a class-typed model is created once",
      kind: .invariant, invariants: ["F05", "A03"], profiles: [.xcode27]
    ) { check in
      let log = LoadLog()
      let harness = ParentHarness { FeedParent { EagerFeedView(log: log, refresh: $0) } }
      for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
      check.expect(log.loadersCreated == 1, "\(log.loadersCreated) loaders were created")
    },
    CatalogEntry(
      id: "F06", title: "Environment god object: a reader depends only on what its body read",
      kind: .invariant, invariants: ["F06", "C01", "C04", "D05"]
    ) { check in
      let state = AppState()
      let harness = ParentHarness { GodObjectScreen(state: state) }
      state.cart.append("coffee")
      check.expect(harness.bodyCount(of: SummaryBar.self) == 2, "the summary did not update")
      check.expect(
        harness.bodyCount(of: UserBadge.self) == 1, "the badge re-rendered for a cart change")
    },
    CatalogEntry(
      id: "F07", title: "An .id(UUID()) resets state on every parent update",
      kind: .antiPattern, invariants: ["F07", "A07"]
    ) { check in
      let harness = ParentHarness { UnstableIdentityParent() }
      try harness.find(button: "Add").tap()
      try harness.find(button: "Refresh").tap()
      check.expect(
        harness.texts.contains("draft: 1"), "the draft counter reset to 0 on a parent update")
    },
    CatalogEntry(
      id: "A09-CONDITIONAL-MODIFIER",
      title: "A conditional modifier helper (.if) resets the state of the view it modifies",
      kind: .antiPattern, invariants: ["A09"]
    ) { check in
      let harness = ParentHarness { ConditionallyHighlightedCounter() }
      try harness.find(button: "Add").tap()
      try harness.find(button: "Highlight").tap()
      check.expect(
        harness.texts.contains("draft: 1"),
        "highlighting reset the draft counter: it shows "
          + (harness.texts.first { $0.hasPrefix("draft:") } ?? "nothing"))
    },
    CatalogEntry(
      id: "A09-CONDITIONAL-MODIFIER-fix",
      title: "A condition inside the modifier's argument keeps the view and its state",
      kind: .invariant, invariants: ["A10"]
    ) { check in
      let harness = ParentHarness { ArgumentHighlightedCounter() }
      try harness.find(button: "Add").tap()
      try harness.find(button: "Highlight").tap()
      check.expect(harness.texts.contains("draft: 1"), "highlighting reset the draft counter")
    },
    CatalogEntry(
      id: "F08", title: "An ObservableObject in @State never re-renders on @Published changes",
      kind: .antiPattern, invariants: ["F08", "G01"]
    ) { check in
      let harness = ParentHarness { ObservableObjectInState() }
      try harness.find(button: "Increment").tap()
      check.expect(
        harness.texts.first == "count 1", "the screen still shows \(harness.texts.first ?? "")")
    },
    CatalogEntry(
      id: "G03", title: "An inline @ObservedObject default is recreated on every parent re-render",
      kind: .antiPattern, invariants: ["G03", "F01"]
    ) { check in
      let harness = ParentHarness { InlineObservedModelView() }
      let first = harness.installedModel()
      try harness.find(button: "Increment").tap()
      harness.reRender()
      check.expect(
        harness.installedModel() === first,
        "the model was replaced by a parent re-render (a new LegacyCounterModel)")
      check.expect(
        harness.texts.contains("Count: 1"),
        "the increment vanished from the screen: it shows \(harness.texts.first ?? "nothing")")
    },
    CatalogEntry(
      id: "G03-fix", title: "@StateObject creates the model once and keeps its edits",
      kind: .invariant, invariants: ["G02"]
    ) { check in
      let harness = ParentHarness { StateObjectModelView() }
      let first = harness.installedStore()
      try harness.find(button: "Increment").tap()
      harness.reRender()
      check.expect(first != nil, "StateObjectModelView has no @StateObject store")
      check.expect(harness.installedStore() === first, "the model was replaced")
      check.expect(harness.texts.contains("Count: 1"), "the increment vanished")
    },
  ]
}

/// F07: a parent that gives its child a new identity on every update.
public struct UnstableIdentityParent: View {
  @State private var refresh = 0

  /// A parent with a refresh button.
  public init() {}

  /// The refresh button and a child with `.id(UUID())`.
  public var body: some View {
    VStack {
      Button("Refresh") { refresh += 1 }
      Text("refreshed \(refresh)")
      DraftCounter().id(UUID())
    }
  }
}

/// A counter with its own state.
public struct DraftCounter: View {
  @State private var drafts = 0

  /// A counter at zero.
  public init() {}

  /// The count and a button.
  public var body: some View {
    VStack {
      Text("draft: \(drafts)")
      Button("Add") { drafts += 1 }
    }
  }
}
