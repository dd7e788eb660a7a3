import Foundation
import Testing
import ViewProbe

/// Random journeys through a stack, a sheet with a stack of its own, an alert and two tabs — links
/// tapped, the back button, an app that rewrites the path (pops, deep links, a replaced or removed
/// value), typing, sheets opened and closed, tabs switched — checked after every step against the rules: which screens exist,
/// what state each still holds, what is on screen. A screen that kept the state of one popped
/// before it, or a sheet that reopened with its old count, would look like a pass in a hand-written
/// test. `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative navigation (H01–H06)", .tags(.identity))
struct NavigationFuzzTests {
  static let defaultCases = 100

  @Test("H04 no screen or sheet ever shows state that is not its own, on random journeys")
  func journeysKeepEachScreensState() async {
    let failing = await firstFailingFuzzSeed(
      defaultSeed: 20_261_127, defaultCases: Self.defaultCases
    ) { NavFuzzCase(operations: Self.generate(seed: $0)).run() }
    guard let (seed, failure) = failing else { return }
    let shrunk = await shrinkFuzzCase(
      program: NavFuzzFixedApp(), operations: Self.generate(seed: seed),
      simplifications: \.simplifications
    ) { NavFuzzCase(operations: $1).run() != nil }.operations
    Issue.record(
      """
      Navigation fuzz case with seed \(seed) failed: \(failure)
      Shrunk operations: \(shrunk.map(\.description).joined(separator: "; "))
      Its failure: \(NavFuzzCase(operations: shrunk).run() ?? "")
      Replay with VIEWPROBE_FUZZ_SEED=\(seed) VIEWPROBE_FUZZ_CASES=1.
      """)
  }

  @Test("H04 a hand-written journey through every operation keeps each screen's state")
  func everyOperationKeepsState() {
    let operations: [NavFuzzOperation] = [
      .bump, .type("a"), .push(1), .bump, .pushByTap, .type("bc"), .openSheet, .tapSheet,
      .closeSheet, .openSheet, .closeSheet, .back, .deepLink([2, 2, 3]), .bump,
      .tab(1, byTap: true),
      .bump, .push(4), .tab(0, byTap: false), .replaceTop(1), .bump, .removeFirst, .popLast(2),
      .type("xyz"), .resetPath, .push(1), .tab(1, byTap: false), .openSheet, .tapSheet,
      .closeSheet, .tab(0, byTap: true), .dismissTop, .push(2), .openSheet, .push(3), .tapSheet,
      .tab(1, byTap: false), .tapSheet, .tab(0, byTap: false), .popLast(1), .tapSheet, .popLast(1),
      .push(2), .dismissTop, .dismissTop, .link, .link, .ask, .stay, .ask, .leave, .openSheet,
      .sheetPush, .innerBump, .sheetPush, .back, .innerBump, .back, .tapSheet, .sheetPush,
      .push(4), .innerBump, .back, .closeSheet, .ask, .push(1), .leave, .tab(1, byTap: true), .ask,
      .leave, .tab(0, byTap: true), .link, .ask, .popLast(1), .bump, .openDetail, .tapDetail,
      .reviseDetail, .tapDetail, .nextDetail, .tapDetail, .push(3), .reviseDetail, .closeDetail,
      .openDetail, .tapDetail, .popLast(1), .bump, .openEditor, .editorTap, .push(2), .editorTap,
      .tab(1, byTap: true), .bump, .tab(0, byTap: true), .editorDone, .bump, .openEditor,
      .editorDone, .push(2), .bump, .samePath,
    ]
    let failure = NavFuzzCase(operations: operations).run()
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test("the seed loop of the generative tests stops at the first failing seed and says why")
  func seedLoopReportsTheFirstFailure() async {
    var tried: [UInt64] = []
    let failing = await firstFailingFuzzSeed(defaultSeed: 5, defaultCases: 10, environment: [:]) {
      tried.append($0)
      return $0 >= 7 ? "seed \($0)" : nil
    }
    #expect(failing?.seed == 7 && failing?.failure == "seed 7")
    #expect(tried == [5, 6, 7])
    let explored = await firstFailingFuzzSeed(
      defaultSeed: 5, defaultCases: 10,
      environment: ["VIEWPROBE_FUZZ_SEED": "100", "VIEWPROBE_FUZZ_CASES": "3"]
    ) { $0 == 102 ? "last" : nil }
    #expect(explored?.seed == 102)
  }

  @Test("H04 a wrong rule is caught: the oracle that keeps a replaced screen's state fails")
  func brokenRuleIsCaught() {
    // The runtime gives a replaced path value a new screen; a test expecting the old count must
    // fail, or the comparison proves nothing.
    let failure = NavFuzzCase(
      operations: [.push(1), .bump, .replaceTop(2)], expectingReplacedStateKept: true
    ).run()
    #expect(failure?.contains("screen 2: 1") == true, "\(failure ?? "no failure")")
  }

  static func generate(seed: UInt64) -> [NavFuzzOperation] {
    var random = FuzzRandom(seed: seed)
    var reference = NavFuzzReference()
    var operations: [NavFuzzOperation] = []
    for _ in 0..<(6 + random.below(24)) {
      let operation = reference.randomOperation(&random)
      operations.append(operation)
      reference.apply(operation)
    }
    return operations
  }
}

/// The navigation app is fixed; only its journey is shrunk.
struct NavFuzzFixedApp {
  var simplifications: [NavFuzzFixedApp] { [] }
}

/// One journey, run on a harness and on the reference side by side.
@MainActor
struct NavFuzzCase {
  let operations: [NavFuzzOperation]
  /// Makes the reference wrong on purpose (a replaced value keeps its screen's count), to show
  /// that the comparison catches a wrong rule.
  var expectingReplacedStateKept = false

  /// `nil` when the screen matched the reference at every step, or what differed.
  func run() -> String? {
    var failure: String?
    let reports = capturedReports { failure = journey() }
    if let failure { return failure }
    return reports.isEmpty ? nil : "unexpected reports \(reports)"
  }

  private func journey() -> String? {
    let model = NavFuzzModel()
    let harness = ParentHarness { NavFuzzRoot(model: model) }
    var reference = NavFuzzReference()
    if let difference = compare(harness, reference, model: model, step: "mount") {
      return difference
    }
    for (index, operation) in operations.enumerated() where reference.allows(operation) {
      let step = "step \(index + 1) (\(operation))"
      do {
        try perform(operation, on: harness, model: model, top: reference.topID, sheet: reference)
      } catch {
        return "at \(step): \(error)"
      }
      var keptCount: Int?
      if expectingReplacedStateKept, case .replaceTop = operation {
        keptCount = reference.screenTexts.dropLast().last.flatMap { Self.count(in: $0) }
      }
      reference.apply(operation)
      if let keptCount { reference.forceTopCount(keptCount) }
      if let difference = compare(harness, reference, model: model, step: step) {
        return difference
      }
    }
    return nil
  }

  private static func count(in screenText: String) -> Int? {
    screenText.split(separator: ":").last?.split(separator: " ").first.flatMap { Int($0) }
  }

  private func perform(
    _ operation: NavFuzzOperation, on harness: ParentHarness<NavFuzzRoot>, model: NavFuzzModel,
    top: Int, sheet reference: NavFuzzReference
  ) throws {
    switch operation {
    case .push(let id): model.path.append(id)
    case .pushByTap: try harness.find(button: "push from \(top)").tap()
    case .back: harness.navigateBack()
    case .popLast(let n): model.path.removeLast(n)
    case .removeFirst: model.path.removeFirst()
    case .replaceTop(let id): model.path[model.path.count - 1] = id
    case .deepLink(let ids): model.path += ids
    case .resetPath: model.path = []
    case .samePath: model.path = model.path.map { $0 }
    case .bump: try harness.find(button: "bump \(top)").tap()
    case .type(let text): try harness.find(textField: "field \(top)").setInput(text)
    case .openSheet: try harness.find(button: "sheet \(top)").tap()
    case .tapSheet: try harness.find(button: "tap sheet \(reference.sheet?.id ?? 0)").tap()
    case .closeSheet: try harness.find(button: "close sheet \(reference.sheet?.id ?? 0)").tap()
    case .dismissTop: try harness.find(button: "done \(top)").tap()
    case .link: try harness.find(navigationLink: "link \(top)").tap()
    case .ask: try harness.find(button: "ask \(top)").tap()
    case .leave: try harness.find(button: "Leave").tap()
    case .stay: try harness.find(button: "Stay").tap()
    case .sheetPush: try harness.find(button: "inner push").tap()
    case .innerBump: try harness.find(button: "inner bump \(reference.inner.count)").tap()
    case .openDetail: try harness.find(button: "detail \(top)").tap()
    case .tapDetail: try harness.find(button: "tap detail").tap()
    case .nextDetail: try harness.find(button: "next detail").tap()
    case .reviseDetail: try harness.find(button: "revise detail").tap()
    case .closeDetail: try harness.find(button: "close detail").tap()
    case .openEditor: model.showsEditor = true
    case .editorTap: try harness.find(button: "editor tap").tap()
    case .editorDone: try harness.find(button: "editor done").tap()
    case .editorSheet: try harness.find(button: "editor sheet").tap()
    case .closeEditorSheet: try harness.find(button: "close editor sheet").tap()
    case .tab(let tab, let byTap):
      if byTap {
        try harness.find(text: tab == 0 ? "Stack" : "Other").tap()
      } else {
        model.tab = tab
      }
    }
    harness.update()
  }

  /// A sheet's count, or the count of a screen pushed onto its stack ("inner 2: 1").
  private static func isSheetText(_ text: String) -> Bool {
    text.hasPrefix("sheet of ") || (text.hasPrefix("inner ") && text.contains(":"))
  }

  private func compare(
    _ harness: ParentHarness<NavFuzzRoot>, _ reference: NavFuzzReference, model: NavFuzzModel,
    step: String
  ) -> String? {
    // Exactly the screen in sight has appeared once more than it disappeared.
    let inSight = model.lifecycle.shown.filter { $0.value != 0 }
    var expected = reference.screenInSight.map { ["\($0)": 1] } ?? [:]
    if reference.editorOnTop { expected["editor"] = 1 }
    if inSight != expected {
      return "after \(step): the rules have in sight \(expected), onAppear and onDisappear "
        + "counted \(inSight)"
    }
    let screens = harness.texts.filter { $0.hasPrefix("screen ") }
    if screens != reference.screenTexts {
      return
        "after \(step): the rules have screens \(reference.screenTexts), the runtime \(screens)"
    }
    let visible = harness.visibleTexts.filter { $0.hasPrefix("screen ") }
    if visible != reference.visibleScreenTexts {
      return "after \(step): on screen the rules show \(reference.visibleScreenTexts), the runtime "
        + "\(visible)"
    }
    let sheets = harness.texts.filter(Self.isSheetText)
    if sheets != reference.sheetTexts + reference.innerTexts {
      return "after \(step): the rules have sheets \(reference.sheetTexts + reference.innerTexts), "
        + "the runtime \(sheets)"
    }
    let visibleSheets = harness.visibleTexts.filter(Self.isSheetText)
    if visibleSheets != reference.visibleSheetTexts {
      return "after \(step): on screen the rules show the sheet's \(reference.visibleSheetTexts), "
        + "the runtime \(visibleSheets)"
    }
    let details = harness.visibleTexts.filter { $0.hasPrefix("detail ") && $0.contains(":") }
    if details != reference.detailTexts
      || harness.texts.filter({ $0.hasPrefix("detail ") && $0.contains(":") }) != details
    {
      return "after \(step): the rules show item sheets \(reference.detailTexts), the runtime "
        + "\(details)"
    }
    let editors = harness.texts.filter { $0.hasPrefix("editor: ") }
    let visibleEditors = harness.visibleTexts.filter { $0.hasPrefix("editor: ") }
    if editors != reference.editorTexts || visibleEditors != reference.visibleEditorTexts {
      return "after \(step): the rules have the editor \(reference.editorTexts), on screen "
        + "\(reference.visibleEditorTexts); the runtime \(editors), on screen \(visibleEditors)"
    }
    let alerts = harness.visibleTexts.filter { $0.hasPrefix("Leave ") && $0.hasSuffix("?") }
    if alerts != reference.alertTitles {
      return "after \(step): on screen the rules show alerts \(reference.alertTitles), the runtime "
        + "\(alerts)"
    }
    if !harness.warnings.isEmpty { return "after \(step): unexpected warnings \(harness.warnings)" }
    return nil
  }
}
