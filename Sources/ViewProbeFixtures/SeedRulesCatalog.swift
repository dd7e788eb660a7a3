import Testing
import ViewProbe

/// Catalog entries for the rules and mistakes of seeds 001 (state management), 002 (the BrewLog
/// lessons) and 003 (Observation), SEMANTICS.md E02's gotcha, and B07's unwrapped binding that
/// outlives its value: each mistake with its fix.
enum SeedRulesCatalog {
  static let entries: [CatalogEntry] =
    stateRules + bindingRules + observationRules + environmentRules

  static let stateRules: [CatalogEntry] = [
    CatalogEntry(
      id: "S001-STATE-PASSED",
      title: "A @State that is not private takes the parent's first value, then ignores the rest",
      kind: .antiPattern, invariants: ["A05"]
    ) { check in
      let harness = ParentHarness { RenamingParent { PassedAsStateLabel(name: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(
        harness.texts.contains("label: lungo"), "the label still shows \(harness.texts.last ?? "")")
    },
    CatalogEntry(
      id: "S001-STATE-PASSED-fix", title: "A passed value declared with let follows the parent",
      kind: .invariant, invariants: ["E02"]
    ) { check in
      let harness = ParentHarness { RenamingParent { PassedAsLetLabel(name: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(harness.texts.contains("label: lungo"), "the label did not follow")
    },
    CatalogEntry(
      id: "S001-ONCHANGE", title: "A var input watched with .onChange sees each change",
      kind: .invariant, invariants: ["E07"]
    ) { check in
      let harness = ParentHarness { RenamingParent { ChangeWatcher(value: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(
        harness.texts.contains("changed from espresso to lungo"),
        "the watcher shows \(harness.texts.last ?? "")")
    },
    CatalogEntry(
      id: "S002-DERIVED-STATE", title: "A derived value stored as @State goes stale",
      kind: .antiPattern, invariants: ["A05"]
    ) { check in
      let harness = ParentHarness { RenamingParent { StoredDerivedLabel(name: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(
        harness.texts.contains("shout: LUNGO"),
        "the derived text is stale: \(harness.texts.last ?? "")")
    },
    CatalogEntry(
      id: "S002-DERIVED-STATE-fix", title: "A derived value computed on read follows its source",
      kind: .invariant, invariants: ["E02"]
    ) { check in
      let harness = ParentHarness { RenamingParent { ComputedDerivedLabel(name: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(harness.texts.contains("shout: LUNGO"), "the derived text did not follow")
    },
    CatalogEntry(
      id: "S002-STATIC-STATE",
      title: "Static text in @State is storage built with every view value",
      kind: .antiPattern, invariants: ["A03"], profiles: [.xcode26]
    ) { check in
      let harness = ParentHarness { RefreshingParent { _ in StaticTextInState() } }
      for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
      let discarded = harness.discardedInitialValues(of: StaticTextInState.self)
      check.expect(discarded == 0, "3 parent updates built and discarded \(discarded) titles")
    },
    CatalogEntry(
      id: "S002-STATIC-STATE-fix", title: "A literal is no storage and nothing to discard",
      kind: .invariant, invariants: ["A03"]
    ) { check in
      let harness = ParentHarness { RefreshingParent { _ in StaticTextAsLiteral() } }
      for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
      check.expect(
        harness.discardedInitialValues(of: StaticTextAsLiteral.self) == 0, "values were discarded")
      check.expect(harness.texts.contains("Brew Log"), "the title is missing")
    },
    CatalogEntry(
      id: "E05-STALE-SHEET",
      title: "A sheet reading state its presenter's body never reads shows it from before the tap",
      kind: .antiPattern, invariants: ["E05"]
    ) { check in
      let harness = ParentHarness { RecipeListWithFlagSheet() }
      try harness.find(button: "Waffles").tap()
      check.expect(
        harness.visibleTexts == ["recipe: Waffles"],
        "the sheet opened on \(harness.visibleTexts.joined(separator: ", ")): the selection "
          + "from before the tap")
    },
    CatalogEntry(
      id: "E05-STALE-SHEET-fix", title: "sheet(item:) hands its content the selected item",
      kind: .invariant, invariants: ["E05", "H02"]
    ) { check in
      let harness = ParentHarness { RecipeListWithItemSheet() }
      try harness.find(button: "Waffles").tap()
      check.expect(harness.visibleTexts == ["recipe: Waffles"], "the sheet shows another recipe")
    },
  ]

  static let bindingRules: [CatalogEntry] = [
    CatalogEntry(
      id: "B07-UNWRAPPED-BINDING",
      title: "A binding unwrapped from an optional, read once the optional is nil, stops the app",
      kind: .antiPattern, invariants: ["B07"]
    ) { check in
      let harness = ParentHarness { DraftRememberedOnDisappear() }
      try harness.find(button: "Start a draft").tap()
      try harness.find(textField: "Draft").setInput("Dear Sir")
      try harness.find(button: "Discard").tap()
      check.expect(harness.texts.last == "discarded: Dear Sir", "the discarded text is lost")
    },
    CatalogEntry(
      id: "B07-UNWRAPPED-BINDING-fix",
      title: "Reading the unwrapped binding before letting go of the optional", kind: .invariant,
      invariants: ["B07"]
    ) { check in
      let harness = ParentHarness { DraftRememberedOnDiscard() }
      try harness.find(button: "Start a draft").tap()
      try harness.find(textField: "Draft").setInput("Dear Sir")
      try harness.find(button: "Discard").tap()
      check.expect(harness.texts.last == "discarded: Dear Sir", "the discarded text is lost")
    },
  ]

  static let observationRules: [CatalogEntry] = [
    CatalogEntry(
      id: "S001-IGNORED-HELPER",
      title: "An observed helper property re-renders its readers (mark it @ObservationIgnored)",
      kind: .antiPattern, invariants: ["C07", "C01"]
    ) { check in
      let model = LookupModel()
      let harness = ParentHarness { LookupReader(model: model) }
      model.recordLookup()
      let runs = harness.bodyCount(of: LookupReader.self)
      check.expect(runs == 1, "a helper write re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-IGNORED-HELPER-fix", title: "An @ObservationIgnored helper re-renders nothing",
      kind: .invariant, invariants: ["C07"]
    ) { check in
      let model = IgnoredLookupModel()
      let harness = ParentHarness { IgnoredLookupReader(model: model) }
      model.recordLookup()
      check.expect(harness.bodyCount(of: IgnoredLookupReader.self) == 1, "the reader re-rendered")
    },
    CatalogEntry(
      id: "S001-EQUATABLE-TYPE",
      title: "A non-Equatable property type notifies on every assignment, equal ones too",
      kind: .antiPattern, invariants: ["C08"]
    ) { check in
      let delivery = PlainDelivery()
      let harness = ParentHarness { PlainDeliveryReader(delivery: delivery) }
      delivery.status = .placed
      let runs = harness.bodyCount(of: PlainDeliveryReader.self)
      check.expect(runs == 1, "an equal assignment re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-EQUATABLE-TYPE-fix", title: "An Equatable property type skips equal assignments",
      kind: .invariant, invariants: ["C08"]
    ) { check in
      let delivery = EquatableDelivery()
      let harness = ParentHarness { EquatableDeliveryReader(delivery: delivery) }
      delivery.status = .placed
      check.expect(harness.bodyCount(of: EquatableDeliveryReader.self) == 1, "it re-rendered")
      delivery.status = .shipped
      check.expect(harness.texts == ["status shipped"], "a real change did not show")
    },
    CatalogEntry(
      id: "S001-STRUCT-PROPERTY",
      title: "A struct-typed property drags the whole struct: another field re-renders the reader",
      kind: .antiPattern, invariants: ["C01"]
    ) { check in
      let session = StructSession()
      let harness = ParentHarness { StructSessionNameReader(session: session) }
      session.user.age += 1
      let runs = harness.bodyCount(of: StructSessionNameReader.self)
      check.expect(runs == 1, "an age change re-rendered the name reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-STRUCT-PROPERTY-fix", title: "Fields as their own properties are tracked apart",
      kind: .invariant, invariants: ["C01"]
    ) { check in
      let session = SplitSession()
      let harness = ParentHarness { SplitSessionNameReader(session: session) }
      session.userAge += 1
      check.expect(harness.bodyCount(of: SplitSessionNameReader.self) == 1, "it re-rendered")
    },
    CatalogEntry(
      id: "S001-COMPUTED-PROPERTY",
      title: "A computed property depends on all it reads: any user change re-renders its reader",
      kind: .antiPattern, invariants: ["C04"]
    ) { check in
      let roster = ComputedRoster()
      let harness = ParentHarness { ComputedRosterReader(roster: roster) }
      roster.users.append("Linus")
      let runs = harness.bodyCount(of: ComputedRosterReader.self)
      check.expect(runs == 1, "adding another user re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-COMPUTED-PROPERTY-fix",
      title: "A derived value stored in didSet changes only when it changes", kind: .invariant,
      invariants: ["C04", "C08"]
    ) { check in
      let roster = CachedRoster()
      let harness = ParentHarness { CachedRosterReader(roster: roster) }
      roster.users.append("Linus")
      check.expect(harness.bodyCount(of: CachedRosterReader.self) == 1, "it re-rendered")
      roster.currentIndex = 1
      check.expect(harness.texts == ["current Grace"], "a real change did not show")
    },
    CatalogEntry(
      id: "S001-ARRAY-ELEMENT",
      title: "Reading one element of an array depends on the whole array",
      kind: .antiPattern, invariants: ["C05"]
    ) { check in
      let shelf = ValueShelf()
      let harness = ParentHarness { ValueShelfFirstReader(shelf: shelf) }
      shelf.items[1].name = "kettle"
      let runs = harness.bodyCount(of: ValueShelfFirstReader.self)
      check.expect(runs == 1, "a change to another element re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-ARRAY-ELEMENT-fix",
      title: "Observable elements are tracked one by one", kind: .invariant, invariants: ["C05"]
    ) { check in
      let shelf = ObjectShelf()
      let harness = ParentHarness { ObjectShelfFirstReader(shelf: shelf) }
      shelf.items[1].name = "kettle"
      check.expect(harness.bodyCount(of: ObjectShelfFirstReader.self) == 1, "it re-rendered")
    },
    CatalogEntry(
      id: "E02-EQUATABLE-CLASS",
      title: "An Equatable class that calls a new instance equal: the child keeps the old one",
      kind: .antiPattern, invariants: ["E02", "C01"]
    ) { check in
      let harness = ParentHarness {
        NoteSwapper {
          EqualByTitleNote(title: "draft")
        } child: {
          EqualByTitleReader(note: $0)
        }
      }
      try harness.find(button: "Swap").tap()
      (harness.installedStore() as? NoteBox<EqualByTitleNote>)?.note.title = "final"
      check.expect(
        harness.texts.contains("note final"),
        "the child still shows and observes the old instance: \(harness.texts.last ?? "")")
    },
    CatalogEntry(
      id: "E02-EQUATABLE-CLASS-fix",
      title: "A class compared by identity: the child follows the new instance", kind: .invariant,
      invariants: ["E02", "C01"]
    ) { check in
      let harness = ParentHarness {
        NoteSwapper {
          IdentityNote(title: "draft")
        } child: {
          IdentityNoteReader(note: $0)
        }
      }
      try harness.find(button: "Swap").tap()
      (harness.installedStore() as? NoteBox<IdentityNote>)?.note.title = "final"
      check.expect(harness.texts.contains("note final"), "the child did not follow")
    },
    CatalogEntry(
      id: "E02-EQUATABLE-VIEW",
      title: "A row whose == compares the id alone keeps showing an old title",
      kind: .antiPattern, invariants: ["E02"]
    ) { check in
      let harness = ParentHarness { Playlist { SongRowEqualByID(song: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(
        harness.texts.contains("Overture"),
        "the renamed row still shows \(harness.texts.dropFirst().first ?? "")")
    },
    CatalogEntry(
      id: "E02-EQUATABLE-VIEW-fix",
      title: "A row whose == compares what it shows follows a rename", kind: .invariant,
      invariants: ["E02"]
    ) { check in
      let harness = ParentHarness { Playlist { SongRowEqualByContent(song: $0) } }
      try harness.find(button: "Rename").tap()
      check.expect(harness.texts == ["Rename", "Overture", "Outro"], "the row did not follow")
    },
  ]

  static let environmentRules: [CatalogEntry] = [
    CatalogEntry(
      id: "S001-ENV-CLOSURE",
      title: "A closure in the environment re-renders its readers on every update above them",
      kind: .antiPattern, invariants: ["D04"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { ClosureSubmitButton() } }
      try harness.find(button: "Refresh").tap()
      let runs = harness.bodyCount(of: ClosureSubmitButton.self)
      check.expect(runs == 1, "a refresh above re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-ENV-CLOSURE-fix", title: "An action value (no closure) compares equal",
      kind: .invariant, invariants: ["D03"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { ActionSubmitButton() } }
      try harness.find(button: "Refresh").tap()
      check.expect(harness.bodyCount(of: ActionSubmitButton.self) == 1, "the reader re-rendered")
    },
    CatalogEntry(
      id: "S001-ENTRY-DEFAULT",
      title: "An @Entry-style default built on each read re-renders readers on unrelated writes",
      kind: .antiPattern, invariants: ["D08"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { UnstableModelReader() } }
      try harness.find(button: "Refresh").tap()
      let runs = harness.bodyCount(of: UnstableModelReader.self)
      check.expect(runs == 1, "an unrelated write re-rendered the reader (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-ENTRY-DEFAULT-fix", title: "A default stored once is the same value every read",
      kind: .invariant, invariants: ["D08", "D03"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { StableModelReader() } }
      try harness.find(button: "Refresh").tap()
      check.expect(harness.bodyCount(of: StableModelReader.self) == 1, "the reader re-rendered")
    },
    CatalogEntry(
      id: "S001-UNUSED-ENV",
      title: "An @Environment the body never uses still re-renders the view when the key changes",
      kind: .antiPattern, invariants: ["D03"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { UnusedEnvironmentReader() } }
      try harness.find(button: "Refresh").tap()
      let runs = harness.bodyCount(of: UnusedEnvironmentReader.self)
      check.expect(runs == 1, "the unused key re-rendered the view (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-UNUSED-ENV-fix", title: "Without the declaration the view does not re-render",
      kind: .invariant, invariants: ["D03", "E02"]
    ) { check in
      let harness = ParentHarness { EnvironmentRefresher { NoEnvironmentReader() } }
      try harness.find(button: "Refresh").tap()
      check.expect(harness.bodyCount(of: NoEnvironmentReader.self) == 1, "the view re-rendered")
    },
    CatalogEntry(
      id: "S001-CLOSURE-BINDING",
      title: "A Binding(get:set:) made in body re-renders its row on every parent update",
      kind: .antiPattern, invariants: ["E04", "B06"]
    ) { check in
      let harness = ParentHarness { ClosureBindingBoard() }
      try harness.find(button: "Refresh").tap()
      let runs = harness.bodyCount(of: ScoreRow.self)
      check.expect(runs == 1, "a parent update re-rendered the row (\(runs) bodies)")
    },
    CatalogEntry(
      id: "S001-CLOSURE-BINDING-fix", title: "A key-path binding is the same binding every update",
      kind: .invariant, invariants: ["E02", "B04"]
    ) { check in
      let harness = ParentHarness { KeyPathBindingBoard() }
      try harness.find(button: "Refresh").tap()
      check.expect(harness.bodyCount(of: ScoreRow.self) == 1, "the row re-rendered")
      try harness.find(button: "Point").tap()
      check.expect(harness.texts.contains("score 1"), "the binding did not write the board")
    },
    CatalogEntry(
      id: "S003-ROOT-OWNERSHIP",
      title: "A root-owned model injected with .environment survives and updates its readers",
      kind: .invariant, invariants: ["C12", "D05"]
    ) { check in
      let harness = ParentHarness { LibraryRoot() }
      let first = harness.installedStore()
      harness.reRender()
      check.expect(harness.installedStore() === first, "the library was replaced")
      try harness.find(button: "Add book").tap()
      check.expect(harness.texts.contains("2 books"), "the list did not update")
    },
  ]
}
