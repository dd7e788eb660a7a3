/// One step of the navigation fuzz test.
enum NavFuzzOperation: Equatable, CustomStringConvertible {
  /// The app appends `id` to the path (a link's value, a router).
  case push(Int)
  /// The top screen's "push from" button appends a fresh id.
  case pushByTap
  /// The back button of the top pushed view.
  case back
  /// The app removes the last `n` values of the path.
  case popLast(Int)
  /// The app removes the first value of the path: every pushed view is at a new place.
  case removeFirst
  /// The app replaces the last value of the path.
  case replaceTop(Int)
  /// The app appends several values at once (a deep link).
  case deepLink([Int])
  /// The app empties the path.
  case resetPath
  /// The app writes the path again with equal values (a router that rebuilds it).
  case samePath
  /// Taps the screen on top's counter.
  case bump
  /// Types into the screen on top's field.
  case type(String)
  /// Opens the screen on top's sheet.
  case openSheet
  /// Taps the sheet's counter.
  case tapSheet
  /// Taps the sheet's close button (its `dismiss`).
  case closeSheet
  /// Selects a tab, by a tap on its item or by the app writing the selection.
  case tab(Int, byTap: Bool)
  /// Taps the screen on top's button that calls `dismiss`: a pushed screen pops, the root and
  /// the other tab's screen (neither pushed nor presented) stay.
  case dismissTop
  /// Taps the screen on top's `NavigationLink(value:)`.
  case link
  /// Opens the screen on top's alert.
  case ask
  /// The alert's destructive button, which calls its screen's `dismiss`.
  case leave
  /// The alert's cancel button.
  case stay
  /// Pushes onto the sheet's own stack (from its root or its top screen).
  case sheetPush
  /// Taps the counter of the screen on top of the sheet's stack.
  case innerBump
  /// Opens the screen on top's `sheet(item:)` with item 1.
  case openDetail
  /// The item sheet's buttons: count, move to the next item, revise this item, close.
  case tapDetail, nextDetail, reviseDetail, closeDetail
  /// The app pushes the root's destination bound to `showsEditor`.
  case openEditor
  /// The editor's buttons: count, and `dismiss`.
  case editorTap, editorDone
  /// Opens and closes the editor's sheet (a view pushed by a binding presenting a sheet).
  case editorSheet, closeEditorSheet

  var description: String {
    switch self {
    case .push(let id): return "path.append(\(id))"
    case .pushByTap: return "tap push"
    case .back: return "navigateBack()"
    case .popLast(let n): return "path.removeLast(\(n))"
    case .removeFirst: return "path.removeFirst()"
    case .replaceTop(let id): return "path[last] = \(id)"
    case .deepLink(let ids): return "path += \(ids)"
    case .resetPath: return "path = []"
    case .samePath: return "path = path"
    case .bump: return "tap bump"
    case .type(let text): return "type '\(text)'"
    case .openSheet: return "tap sheet"
    case .tapSheet: return "tap in sheet"
    case .closeSheet: return "close sheet"
    case .tab(let tab, let byTap): return byTap ? "tap tab \(tab)" : "tab = \(tab)"
    case .dismissTop: return "tap done"
    case .link: return "tap link"
    case .ask: return "tap ask"
    case .leave: return "alert Leave"
    case .stay: return "alert Stay"
    case .sheetPush: return "sheet push"
    case .innerBump: return "tap inner bump"
    case .openDetail: return "tap detail"
    case .tapDetail: return "detail: tap"
    case .nextDetail: return "detail: next"
    case .reviseDetail: return "detail: revise"
    case .closeDetail: return "detail: close"
    case .openEditor: return "showsEditor = true"
    case .editorTap: return "editor: tap"
    case .editorDone: return "editor: done"
    case .editorSheet: return "editor: open its sheet"
    case .closeEditorSheet: return "editor: close its sheet"
    }
  }
}

/// The rules, written independently of the runtime: each screen's state lives while its place
/// holds it — the root and the other tab's screen always, a pushed screen while the path keeps its
/// value at its position (H04) — whichever tab is shown (H06); a sheet
/// starts afresh each time it is presented, covers the whole window — a view pushed beneath it or
/// another tab selected does not hide it — and leaves with the screen that presents it (H01).
struct NavFuzzReference {
  struct Screen: Equatable {
    var count = 0
    var text = ""
  }

  /// Whose sheet is up.
  enum SheetOwner: Equatable {
    case root, other, pushed(Int)
  }

  private(set) var path: [Int] = []
  private(set) var tab = 0
  private var root = Screen()
  private var other = Screen()
  private var pushed: [Screen] = []
  private var lastFreshID = NavFuzzModel.firstFreshID - 1
  private(set) var sheet: (owner: SheetOwner, id: Int, taps: Int)?
  /// The counts of the screens pushed onto the sheet's own stack.
  private(set) var inner: [Int] = []
  /// Whose alert is up.
  private(set) var alert: (owner: SheetOwner, id: Int)?
  /// Whose item sheet is up, for which item, and its count.
  private(set) var detail: (owner: SheetOwner, id: Int, revision: Int, taps: Int)?

  /// The count of the destination the root pushes by a binding, while it is up: on top of the
  /// stack, over values pushed after it (H04).
  private(set) var editor: Int?
  /// Whether the editor's sheet is up.
  private(set) var editorSheet = false

  /// Whether a presentation is up: the screens take no touches.
  private var presents: Bool { sheet != nil || alert != nil || detail != nil || editorSheet }

  /// Whether the editor covers the stack's screens (in the tab shown).
  var editorOnTop: Bool { tab == 0 && editor != nil }

  /// The screen in sight as `onAppear` and `onDisappear` see it: the top screen of the tab shown,
  /// which a sheet or an alert leaves in sight and a destination pushed over it does not.
  var screenInSight: Int? { editorOnTop ? nil : topID }

  /// The id of the screen on top of the tab shown.
  var topID: Int { tab == 1 ? -1 : (path.last ?? 0) }

  private var topOwner: SheetOwner {
    tab == 1 ? .other : (path.isEmpty ? .root : .pushed(path.count - 1))
  }

  /// Whether `operation` can be done now (a covered screen takes no taps; with a sheet up, only
  /// the sheet's controls are on screen).
  func allows(_ operation: NavFuzzOperation) -> Bool {
    switch operation {
    // The sheet's root is covered while a screen is pushed onto its stack.
    case .tapSheet, .closeSheet: return sheet != nil && inner.isEmpty
    case .sheetPush: return sheet != nil
    case .innerBump: return !inner.isEmpty
    case .leave, .stay: return alert != nil
    case .tapDetail, .nextDetail, .reviseDetail, .closeDetail: return detail != nil
    case .openEditor: return editor == nil && !presents
    case .editorTap, .editorDone, .editorSheet: return editorOnTop && !presents
    case .closeEditorSheet: return editorSheet
    // The back button on screen is the sheet's, while the sheet's stack has a pushed screen.
    case .back where sheet != nil: return !inner.isEmpty
    // With a sheet or alert up, the screens take no touches; the app may still change the path
    // or the tab.
    case .pushByTap, .back, .bump, .type, .openSheet, .dismissTop, .tab(_, byTap: true), .link,
      .ask, .openDetail:
      guard !presents else { return false }
      // The editor covers the stack's screens, and has no back button of ours to press.
      if editorOnTop, operation != .tab(1, byTap: true) { return false }
    default: break
    }
    switch operation {
    case .link: return tab == 0
    case .pushByTap: return tab == 0
    case .back: return tab == 0 && !path.isEmpty
    case .popLast(let n): return n >= 1 && n <= path.count
    case .removeFirst, .replaceTop: return !path.isEmpty
    case .tab(let tab, _): return tab != self.tab
    default: return true
    }
  }

  mutating func apply(_ operation: NavFuzzOperation) {
    switch operation {
    case .push(let id): setPath(path + [id])
    case .pushByTap:
      lastFreshID += 1
      setPath(path + [lastFreshID])
    case .back where sheet != nil: inner.removeLast()
    case .back, .popLast(1): setPath(Array(path.dropLast()))
    case .dismissTop: if tab == 0 { setPath(Array(path.dropLast())) }
    case .link: setPath(path + [NavFuzzModel.linkValue(from: topID)])
    case .ask: alert = (topOwner, topID)
    case .leave:
      // The alert goes, and its screen's dismiss pops that screen (and any above it).
      let owner = alert?.owner
      alert = nil
      if case .pushed(let position)? = owner { setPath(Array(path.prefix(position))) }
    case .stay: alert = nil
    case .sheetPush: inner.append(0)
    case .innerBump: inner[inner.count - 1] += 1
    case .openDetail: detail = (topOwner, 1, 0, 0)
    case .tapDetail: detail?.taps += 1
    // Another id is another sheet, presented afresh; the same id with new content is the same one.
    case .nextDetail: detail.map { detail = ($0.owner, $0.id + 1, 0, 0) }
    case .reviseDetail: detail?.revision += 1
    case .closeDetail: detail = nil
    case .openEditor: editor = 0
    case .editorTap: editor? += 1
    case .editorDone: editor = nil
    case .editorSheet: editorSheet = true
    case .closeEditorSheet: editorSheet = false
    case .popLast(let n): setPath(Array(path.dropLast(n)))
    case .removeFirst: setPath(Array(path.dropFirst()))
    case .replaceTop(let id): setPath(path.dropLast() + [id])
    case .deepLink(let ids): setPath(path + ids)
    case .resetPath: setPath([])
    case .samePath: setPath(path)
    case .bump: updateTop { $0.count += 1 }
    case .type(let text): updateTop { $0.text = text }
    case .openSheet: (sheet, inner) = ((topOwner, topID, 0), [])
    case .tapSheet: sheet?.taps += 1
    case .closeSheet: sheet = nil
    case .tab(let tab, _): self.tab = tab
    }
  }

  /// A new path keeps the screen of each position whose value stayed: a destination is its place
  /// and its value (as the Guide states for H04), whatever happened to the values before it.
  private mutating func setPath(_ new: [Int]) {
    let old = path
    let kept = { (position: Int) in
      position < old.count && position < new.count && old[position] == new[position]
    }
    pushed = new.indices.map { kept($0) ? pushed[$0] : Screen() }
    // A sheet or an alert leaves with the screen that presents it.
    if case .pushed(let position)? = sheet?.owner, !kept(position) { (sheet, inner) = (nil, []) }
    if case .pushed(let position)? = alert?.owner, !kept(position) { alert = nil }
    if case .pushed(let position)? = detail?.owner, !kept(position) { detail = nil }
    path = new
  }

  /// For the test that shows a wrong rule is caught: gives the screen on top `count`.
  mutating func forceTopCount(_ count: Int) { updateTop { $0.count = count } }

  private mutating func updateTop(_ change: (inout Screen) -> Void) {
    switch topOwner {
    case .root: change(&root)
    case .other: change(&other)
    case .pushed(let position): change(&pushed[position])
    }
  }

  private static func text(_ id: Int, _ screen: Screen) -> String {
    "screen \(id): \(screen.count) '\(screen.text)'"
  }

  /// Every screen's text in the tree: the stack's, then the other tab's.
  var screenTexts: [String] {
    [Self.text(0, root)] + zip(path, pushed).map { Self.text($0, $1) } + [Self.text(-1, other)]
  }

  /// The screen texts on screen: the top screen's, unless a sheet or an alert covers it.
  var visibleScreenTexts: [String] {
    guard !presents && !editorOnTop else { return [] }
    switch topOwner {
    case .root: return [Self.text(0, root)]
    case .other: return [Self.text(-1, other)]
    case .pushed(let position): return [Self.text(path[position], pushed[position])]
    }
  }

  var sheetTexts: [String] { sheet.map { ["sheet of \($0.id): \($0.taps)"] } ?? [] }

  /// The texts of the screens pushed onto the sheet's stack.
  var innerTexts: [String] { inner.enumerated().map { "inner \($0 + 1): \($1)" } }

  /// What of the sheet is on screen: its root, or the top of its stack.
  var visibleSheetTexts: [String] {
    if let last = innerTexts.last { return [last] }
    return sheetTexts
  }

  var alertTitles: [String] { alert.map { ["Leave \($0.id)?"] } ?? [] }

  var editorTexts: [String] { editor.map { ["editor: \($0)"] } ?? [] }

  var visibleEditorTexts: [String] { editorOnTop && !presents ? editorTexts : [] }

  var detailTexts: [String] {
    detail.map { ["detail \($0.id) r\($0.revision): \($0.taps)"] } ?? []
  }

  /// A random operation the current state allows.
  func randomOperation(_ random: inout FuzzRandom) -> NavFuzzOperation {
    while true {
      let operation: NavFuzzOperation
      switch random.below(26) {
      case 0, 1: operation = .push(1 + random.below(4))
      case 2: operation = .pushByTap
      case 3: operation = .back
      case 4: operation = .popLast(1 + random.below(3))
      case 5: operation = .removeFirst
      case 6: operation = .replaceTop(1 + random.below(4))
      case 7: operation = .deepLink((0...random.below(3)).map { _ in 1 + random.below(4) })
      case 8: operation = random.below(2) == 0 ? .resetPath : .samePath
      case 9: operation = .bump
      case 10: operation = .type(["a", "bc", "", "xyz"][random.below(4)])
      case 11: operation = .openSheet
      case 12: operation = .tapSheet
      case 13: operation = .closeSheet
      case 14: operation = .dismissTop
      case 15: operation = .link
      case 16: operation = .ask
      case 17: operation = random.below(2) == 0 ? .leave : .stay
      case 18: operation = .sheetPush
      case 19: operation = .innerBump
      case 20: operation = .openDetail
      case 21: operation = [.tapDetail, .nextDetail, .reviseDetail, .closeDetail][random.below(4)]
      case 22, 23, 24:
        operation =
          [.openEditor, .editorTap, .editorDone, .editorSheet, .closeEditorSheet][
            random.below(5)]
      default: operation = .tab(random.below(2), byTap: random.below(2) == 0)
      }
      if allows(operation) { return operation }
    }
  }
}
