import Observation
import Testing
import ViewProbe

/// The app of the typed-path fuzz test: a stack bound to an array of ids, whose screens push
/// values (through the app) and views (through `NavigationLink { … }`), which the array cannot
/// hold.
@Observable
private final class TypedPathModel {
  var path: [Int] = []
  /// The same path as a `NavigationPath`, for the stack bound to one.
  var erasedPath = NavigationPath()
  private var lastID = 99

  func freshID() -> Int {
    lastID += 1
    return lastID
  }
}

private struct TypedPathRoot: View {
  let model: TypedPathModel
  let erased: Bool

  var body: some View {
    @Bindable var model = model
    if erased {
      NavigationStack(path: $model.erasedPath) { root }
    } else {
      NavigationStack(path: $model.path) { root }
    }
  }

  private var root: some View {
    TypedPathScreen(name: "root")
      .navigationDestination(for: Int.self) { id in TypedPathScreen(name: "v\(id)") }
  }
}

/// A screen with a counter, a link that pushes a view, and a button that calls `dismiss`.
private struct TypedPathScreen: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(name): \(count)")
      Button("bump \(name)") { count += 1 }
      NavigationLink("open from \(name)") { TypedPathScreen(name: "\(name)+") }
      Button("done \(name)") { dismiss() }
    }
  }
}

/// One step of the typed-path fuzz test.
private enum TypedPathOperation: CustomStringConvertible {
  case append, link, back, done, bump, popValues(Int), removeAll, replaceLast, removeFirst
  /// The app writes the path again with equal values (a router that rebuilds it).
  case samePath

  var description: String {
    switch self {
    case .append: return "path.append(fresh)"
    case .link: return "tap open (view link)"
    case .back: return "navigateBack()"
    case .done: return "tap done (dismiss)"
    case .bump: return "tap bump"
    case .popValues(let n): return "path.removeLast(\(n))"
    case .removeAll: return "path.removeAll()"
    case .replaceLast: return "path[last] = fresh"
    case .removeFirst: return "path.removeFirst()"
    case .samePath: return "path = path"
    }
  }
}

/// The rules, written apart from the runtime (Guide §7, H04 links): the stack is the root, then
/// the array's values and the views links pushed, in the order they were pushed; each pushed view
/// stays above the values beneath it: values appended go above it, and popping a value beneath it
/// pops it and everything above. A screen keeps its count while it stays at its place; a value
/// replaced in place, or moved to another place (the first value removed), is a new screen (H04),
/// and a view whose link was in a screen that left pops, with everything above it, as the link
/// left the tree (Guide §7, H04 links).
private struct TypedPathReference {
  struct Entry {
    /// The value, or `nil` for a view a link pushed.
    let value: Int?
    let name: String
    var count = 0
    /// For a view, the place of the screen whose link pushed it.
    var pushedFrom: Int?
  }

  var root = 0
  var entries: [Entry] = []
  var nextID = 100

  var values: [Int] { entries.compactMap(\.value) }
  var topName: String { entries.last?.name ?? "root" }

  mutating func apply(_ operation: TypedPathOperation) {
    switch operation {
    case .append:
      entries.append(Entry(value: nextID, name: "v\(nextID)"))
      nextID += 1
    case .link:
      entries.append(Entry(value: nil, name: topName + "+", pushedFrom: entries.count - 1))
    case .back, .done:
      if !entries.isEmpty { entries.removeLast() }
    case .bump:
      if entries.isEmpty { root += 1 } else { entries[entries.count - 1].count += 1 }
    case .popValues(let n):
      popValues(from: max(values.count - n, 0))
    case .removeAll:
      popValues(from: 0)
    case .replaceLast:
      guard let index = entries.lastIndex(where: { $0.value != nil }) else { return }
      entries[index] = Entry(value: nextID, name: "v\(nextID)")
      nextID += 1
      if let pushed = entries.firstIndex(where: { $0.value == nil && $0.pushedFrom == index }) {
        entries.removeSubrange(pushed...)
      }
    case .removeFirst:
      removeFirstValue()
    case .samePath:
      break
    }
  }

  /// The values close up; each view stays after as many values as were beneath it (popping, with
  /// all above, when fewer are left); values at a new place are new screens; a view whose
  /// link's screen left pops, with all above.
  private mutating func removeFirstValue() {
    guard entries.contains(where: { $0.value != nil }) else { return }
    var values = entries.filter { $0.value != nil }
    values.removeFirst()
    var merged: [Entry] = []
    var placed = 0
    var beneath = 0
    for entry in entries {
      if entry.value != nil {
        beneath += 1
        continue
      }
      guard beneath <= values.count else { break }
      merged += values[placed..<beneath]
      placed = beneath
      merged.append(entry)
    }
    merged += values[placed...]
    for index in merged.indices where merged[index].value != nil {
      if index >= entries.count || entries[index].value != merged[index].value {
        merged[index].count = 0
      }
    }
    let old = entries
    entries = merged
    let left = entries.indices.first { index in
      guard let from = entries[index].pushedFrom, from >= 0 else { return false }
      return from >= entries.count || entries[from].name != old[from].name
    }
    if let left { entries.removeSubrange(left...) }
  }

  /// Pops the values from the `kept`-th on, and everything above the first of them.
  private mutating func popValues(from kept: Int) {
    var seen = 0
    for (index, entry) in entries.enumerated() where entry.value != nil {
      if seen == kept {
        entries.removeSubrange(index...)
        return
      }
      seen += 1
    }
  }

  /// Each screen's text, in tree order.
  var screens: [String] {
    ["root: \(root)"] + entries.map { "\($0.name): \($0.count)" }
  }
}

/// Random journeys through a stack bound to an array, mixing values the app appends, views links
/// push, pops by the app, the back button and `dismiss`: after every step the screens, their
/// state, the screen on top and the array are what the rules say. `VIEWPROBE_FUZZ_SEED` and
/// `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative typed paths (H04, H05)")
struct TypedPathFuzzTests {
  @Test(
    "H04 views pushed by links onto a stack bound to a path stay where the rules put them",
    arguments: [false, true])
  func typedPathsKeepTheirViews(erased: Bool) async throws {
    let failure = await firstFailingFuzzSeed(defaultSeed: 61, defaultCases: 300) { seed in
      Self.run(seed: seed, erased: erased)
    }
    #expect(failure == nil, "seed \(failure?.seed ?? 0): \(failure?.failure ?? "")")
  }

  private static func run(seed: UInt64, erased: Bool) -> String? {
    var random = FuzzRandom(seed: seed)
    let model = TypedPathModel()
    let harness = ParentHarness { TypedPathRoot(model: model, erased: erased).environment(model) }
    // The app's writes, to the array or to the `NavigationPath` (whose values a test cannot
    // read: the reference's stand for them, and its count is compared).
    func write(_ change: (inout [Int]) -> Void) {
      var values = erased ? reference.values : model.path
      change(&values)
      if erased { model.erasedPath = NavigationPath(values) } else { model.path = values }
    }
    var reference = TypedPathReference()
    var steps: [String] = []
    for _ in 0..<(4 + random.below(14)) {
      let operation: TypedPathOperation = [
        .append, .link, .link, .back, .done, .bump, .bump, .popValues(1 + random.below(2)),
        .removeAll, .replaceLast, .removeFirst, .append, .samePath,
      ][random.below(13)]
      steps.append(operation.description)
      let top = reference.topName
      do {
        switch operation {
        case .append: write { $0.append(model.freshID()) }
        case .link: try harness.find(navigationLink: "open from \(top)").tap()
        case .back: if !reference.entries.isEmpty { harness.navigateBack() }
        case .done: try harness.find(button: "done \(top)").tap()
        case .bump: try harness.find(button: "bump \(top)").tap()
        case .popValues(let n): write { $0.removeLast(min(n, $0.count)) }
        case .removeAll: write { $0.removeAll() }
        case .replaceLast:
          if !reference.values.isEmpty { write { $0[$0.count - 1] = model.freshID() } }
        case .removeFirst: if !reference.values.isEmpty { write { $0.removeFirst() } }
        case .samePath: write { _ in }
        }
      } catch {
        return "after \(steps): \(error)"
      }
      reference.apply(operation)
      let screens = harness.texts.filter { $0.contains(": ") }
      let onTop = harness.visibleTexts.first
      if screens != reference.screens
        || onTop != "\(reference.topName): "
          + "\(reference.entries.last?.count ?? reference.root)"
        || (erased
          ? model.erasedPath.count != reference.values.count : model.path != reference.values)
      {
        let path = erased ? "of \(model.erasedPath.count) values" : "\(model.path)"
        return "after \(steps): screens \(screens), on top \(onTop ?? "nothing"), path \(path); "
          + "the rules say \(reference.screens), path \(reference.values)"
      }
    }
    return fuzzScreenDifference(
      harness, expected: harness.texts, step: steps.joined(separator: ", "))
  }
}
