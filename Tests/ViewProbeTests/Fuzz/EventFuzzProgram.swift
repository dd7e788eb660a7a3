/// A random program for the event fuzz test: leaves that show a value, pass it up as a
/// preference, watch it with `onChange(of:initial:)` and run a `.task(id:)` on it, under
/// branches, rows, identities, type erasure, preference observers and transforms.
indirect enum EventProgram: Equatable, Sendable, CustomStringConvertible {
  /// `Text("L<n>=value")` with `.preference`, `.onChange(of: value, initial:)` and
  /// `.task(id: value)`; the value is `slots[slot]`, read in the leaf's own body or (with
  /// `readInParent`) in its parent's and passed down as an input.
  case leaf(Int, slot: Int, initial: Bool, readInParent: Bool)
  case stack([EventProgram])
  /// `if flags[flag] { a } else { b }`.
  case branch(flag: Int, EventProgram, EventProgram)
  /// `ForEach(0..<counts[count], id: \.self)`: each row's labels get the suffix `r<index>`.
  case rows(count: Int, EventProgram)
  /// `ForEach(orders[order], id: \.self)`: rows that move, come and go by id; each row's labels
  /// get the suffix `i<id>`.
  case list(order: Int, EventProgram)
  /// `.id(flags[flag])`: a new flag is a new identity for the whole subtree.
  case identified(flag: Int, EventProgram)
  /// `AnyView(a)`.
  case erased(EventProgram)
  /// A view whose `onPreferenceChange` keeps the subtree's value in `@State`, shown above the
  /// subtree as `Text("P<n>: v1,v2")`.
  case observe(Int, EventProgram)
  /// `Text("S<n>")` presenting the subtree in a sheet while `flags[flag]`: a hierarchy of its
  /// own, whose preferences stay in it.
  case sheet(Int, flag: Int, EventProgram)
  /// `Text("I<n>")` presenting the subtree with `sheet(item:)` while `flags[flag]`, for the item
  /// whose id is `counts[count]`: another id is another sheet (H02).
  case itemSheet(Int, flag: Int, count: Int, EventProgram)
  /// `Text("C<n>")` presenting the subtree in a full-screen cover while `covered`: it hides
  /// everything it covers (out of sight: `onDisappear`, tasks cancelled). At most one per
  /// program, never in rows.
  case cover(Int, EventProgram)
  /// `TabView(selection: tab)` of two tabs (every tab stays in the tree; only the selected one is
  /// in sight). What it passes up is cleared (whether a tab's values reach above the `TabView` is
  /// not documented). At most one per program, never in rows or a navigation stack.
  case tabs(EventProgram, EventProgram)
  /// `NavigationStack(path: path) { root.navigationDestination(for: Int.self) { screen }
  /// .navigationDestination(isPresented: pushed) { destination } }`: each path value is a screen
  /// (its labels get the suffix `p<index>`), the bound destination is on top of them all, and
  /// only the top one is in sight. What it passes up is cleared. At most one per program, never
  /// in rows.
  case navigation(EventProgram, screen: EventProgram, EventProgram)
  /// The subtree presenting an alert "A<n>" (with an "OK" button) while `flags[flag]`: it leaves
  /// everything in sight, and takes every touch.
  case alert(Int, flag: Int, EventProgram)
  /// `.transformPreference`: wraps the subtree's non-empty value as one entry `"(v1 v2)"`.
  case transform(EventProgram)

  var description: String {
    switch self {
    case .leaf(let n, let slot, let initial, let inParent):
      return "L\(n)=slots[\(slot)]\(initial ? " initial" : "")\(inParent ? " passed" : "")"
    case .stack(let children):
      return "stack(\(children.map(\.description).joined(separator: ", ")))"
    case .branch(let flag, let a, let b): return "if flags[\(flag)] { \(a) } else { \(b) }"
    case .rows(let count, let a): return "ForEach(0..<counts[\(count)]) { \(a) }"
    case .list(let order, let a): return "ForEach(orders[\(order)]) { \(a) }"
    case .identified(let flag, let a): return "\(a).id(flags[\(flag)])"
    case .erased(let a): return "AnyView(\(a))"
    case .observe(let n, let a): return "observe P\(n) { \(a) }"
    case .sheet(let n, let flag, let a): return "S\(n).sheet(flags[\(flag)]) { \(a) }"
    case .itemSheet(let n, let flag, let count, let a):
      return "I\(n).sheet(item: flags[\(flag)] ? counts[\(count)] : nil) { \(a) }"
    case .cover(let n, let a): return "C\(n).fullScreenCover(covered) { \(a) }"
    case .tabs(let a, let b): return "TabView(tab) { \(a); \(b) }"
    case .alert(let n, let flag, let a): return "\(a).alert(A\(n), flags[\(flag)])"
    case .navigation(let a, let screen, let b):
      return "NavigationStack(path) { \(a).navigationDestination(for:) { \(screen) }"
        + ".navigationDestination(pushed) { \(b) } }"
    case .transform(let a): return "\(a).transformPreference(wrap)"
    }
  }

  /// Simpler programs that may still fail the same way, for shrinking.
  var simplifications: [EventProgram] {
    switch self {
    case .leaf(let n, let slot, let initial, let inParent):
      return (initial ? [.leaf(n, slot: slot, initial: false, readInParent: inParent)] : [])
        + (inParent ? [.leaf(n, slot: slot, initial: initial, readInParent: false)] : [])
    case .stack(let children):
      var simpler = children.count == 1 ? children : []
      for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        simpler.append(.stack(fewer))
        for child in children[index].simplifications {
          var changed = children
          changed[index] = child
          simpler.append(.stack(changed))
        }
      }
      return simpler
    case .branch(let flag, let a, let b):
      return [a, b] + a.simplifications.map { .branch(flag: flag, $0, b) }
        + b.simplifications.map { .branch(flag: flag, a, $0) }
    case .rows(let count, let a): return [a] + a.simplifications.map { .rows(count: count, $0) }
    case .list(let order, let a): return [a] + a.simplifications.map { .list(order: order, $0) }
    case .identified(let flag, let a):
      return [a] + a.simplifications.map { .identified(flag: flag, $0) }
    case .erased(let a): return [a] + a.simplifications.map { .erased($0) }
    case .observe(let n, let a): return [a] + a.simplifications.map { .observe(n, $0) }
    case .sheet(let n, let flag, let a):
      return [a] + a.simplifications.map { .sheet(n, flag: flag, $0) }
    case .itemSheet(let n, let flag, let count, let a):
      return [a, .sheet(n, flag: flag, a)]
        + a.simplifications.map { .itemSheet(n, flag: flag, count: count, $0) }
    case .cover(let n, let a): return [a] + a.simplifications.map { .cover(n, $0) }
    case .alert(let n, let flag, let a):
      return [a] + a.simplifications.map { .alert(n, flag: flag, $0) }
    case .tabs(let a, let b):
      return [a, b] + a.simplifications.map { .tabs($0, b) }
        + b.simplifications.map { .tabs(a, $0) }
    case .navigation(let a, let screen, let b):
      return [a, screen, b] + a.simplifications.map { .navigation($0, screen: screen, b) }
        + screen.simplifications.map { .navigation(a, screen: $0, b) }
        + b.simplifications.map { .navigation(a, screen: screen, $0) }
    case .transform(let a): return [a] + a.simplifications.map { .transform($0) }
    }
  }

  /// What a random program may still hold: a full-screen cover, a `TabView` and a navigation
  /// stack, once each.
  struct Allowance {
    var cover = true
    var tabs = true
    var navigation = true
  }

  /// A random program: `labels` numbers its leaves, observers and presentations; `allowance`
  /// says what may still be placed (not in rows; no `TabView` in a navigation stack).
  static func random(
    depth: Int, using random: inout FuzzRandom, labels: inout Int, allowance: inout Allowance,
    inRows: Bool = false, inNavigation: Bool = false
  ) -> EventProgram {
    func child(inRows rows: Bool = inRows, inNavigation navigation: Bool = inNavigation)
      -> EventProgram
    {
      .random(
        depth: depth - 1, using: &random, labels: &labels, allowance: &allowance,
        inRows: rows, inNavigation: navigation)
    }
    func label() -> Int {
      labels += 1
      return labels
    }
    guard depth > 0, random.below(5) != 0 else {
      return .leaf(
        label(), slot: random.below(EventValues.slotCount), initial: random.below(2) == 0,
        readInParent: random.below(3) == 0)
    }
    switch random.below(20) {
    case 0, 1: return .stack((0..<(1 + random.below(3))).map { _ in child() })
    case 2:
      let flag = random.below(EventValues.flagCount)
      let a = child()
      return .branch(flag: flag, a, child())
    case 3: return .rows(count: random.below(EventValues.countCount), child(inRows: true))
    case 4: return .identified(flag: random.below(EventValues.flagCount), child())
    case 5: return .erased(child())
    case 6, 7:
      let n = label()
      return .observe(n, child())
    case 8: return .transform(child())
    case 9: return .list(order: random.below(EventValues.orderCount), child(inRows: true))
    case 18:
      let n = label()
      return .itemSheet(
        n, flag: random.below(EventValues.flagCount), count: random.below(EventValues.countCount),
        child())
    case 17:
      let n = label()
      return .alert(n, flag: random.below(EventValues.flagCount), child())
    case 10, 14:
      let n = label()
      return .sheet(n, flag: random.below(EventValues.flagCount), child())
    case 11, 15:
      guard allowance.tabs && !inRows && !inNavigation else { return .transform(child()) }
      allowance.tabs = false
      let a = child()
      return .tabs(a, child())
    case 12, 16:
      guard allowance.navigation && !inRows else { return .transform(child()) }
      allowance.navigation = false
      let root = child(inNavigation: true)
      // The path's screens repeat, as rows do.
      let screen = child(inRows: true, inNavigation: true)
      return .navigation(root, screen: screen, child(inNavigation: true))
    default:
      guard allowance.cover && !inRows else { return .transform(child()) }
      allowance.cover = false
      let n = label()
      return .cover(n, child())
    }
  }
}

/// The values an event fuzz program reads, as plain values (the reference's side).
struct EventValues: Equatable, CustomStringConvertible {
  static let slotCount = 3
  static let flagCount = 2
  static let countCount = 2
  static let orderCount = 2

  var slots = [0, 0, 0]
  var flags = [false, false]
  var counts = [2, 1]
  var orders = [[0, 1, 2], [3, 1]]
  var covered = false
  var tab = 0
  var pushed = false
  var path: [Int] = []

  var description: String {
    "slots \(slots) flags \(flags) counts \(counts) orders \(orders) tab \(tab)"
      + (covered ? " covered" : "") + (pushed ? " pushed" : "") + " path \(path)"
  }
}

/// One step of the event fuzz test.
enum EventOperation: Equatable, Sendable, CustomStringConvertible {
  case set(slot: Int, Int)
  case toggle(flag: Int)
  case count(Int, Int)
  case order(Int, [Int])
  case cover
  case selectTab(Int)
  case push
  case setPath([Int])
  /// A tap on a leaf's button (the leaf at this index among those on screen, modulo their
  /// count): it goes through when the leaf is on top, and is refused otherwise.
  case tap(Int)
  case reRender

  var description: String {
    switch self {
    case .set(let slot, let value): return "slots[\(slot)] = \(value)"
    case .toggle(let flag): return "flags[\(flag)].toggle()"
    case .count(let index, let value): return "counts[\(index)] = \(value)"
    case .order(let index, let ids): return "orders[\(index)] = \(ids)"
    case .cover: return "covered.toggle()"
    case .selectTab(let tab): return "tab = \(tab)"
    case .push: return "pushed.toggle()"
    case .setPath(let path): return "path = \(path)"
    case .tap(let index): return "tap leaf \(index)"
    case .reRender: return "reRender"
    }
  }

  static func random(_ random: inout FuzzRandom) -> EventOperation {
    switch random.below(17) {
    case 0, 1, 2: return .set(slot: random.below(EventValues.slotCount), random.below(3))
    case 3, 4: return .toggle(flag: random.below(EventValues.flagCount))
    case 5, 6: return .count(random.below(EventValues.countCount), random.below(4))
    case 7, 8:
      // Some of the ids 0..<4, in a random order.
      var ids = (0..<4).filter { _ in random.below(3) != 0 }
      for index in ids.indices.reversed() { ids.swapAt(index, random.below(index + 1)) }
      return .order(random.below(EventValues.orderCount), ids)
    case 9: return .cover
    case 10: return .selectTab(random.below(2))
    case 11: return .push
    case 12, 13:
      // Pushes, pops, replacements and deep links alike: a random path of up to three values.
      return .setPath((0..<random.below(4)).map { _ in random.below(3) })
    case 14, 15: return .tap(random.below(16))
    default: return .reRender
    }
  }

  func apply(to values: inout EventValues) {
    switch self {
    case .set(let slot, let value): values.slots[slot] = value
    case .toggle(let flag): values.flags[flag].toggle()
    case .count(let index, let value): values.counts[index] = value
    case .order(let index, let ids): values.orders[index] = ids
    case .cover: values.covered.toggle()
    case .selectTab(let tab): values.tab = tab
    case .push: values.pushed.toggle()
    case .setPath(let path): values.path = path
    case .tap: break
    case .reRender: break
    }
  }
}

/// The event fuzz test's oracle, written from the rules alone: what the screen shows (leaves'
/// texts and observers' values, H09: reduced in tree order, through transforms, not out of a
/// presentation), which leaves exist by identity (A07, A09, A11, A12), which `onChange` actions
/// run (E07: on a change between two updates of the same identity, or with `initial` for a new
/// one), and which leaves are in sight (H01, H07: a full-screen cover hides what it covers, a
/// sheet does not): each has appeared once more than it disappeared and runs one task, for its
/// current value; every other leaf has no appearance left and no task.
struct EventReference {
  /// A leaf on screen: its identity (its structural place and the `.id` values above it), its
  /// label, its value, whether its `onChange` runs for a new identity, the presentations it is in
  /// (outermost first), and whether a tab not selected or a pushed view hides it.
  struct Leaf: Equatable {
    var identity: String
    var label: String
    var value: Int
    var initial: Bool
    var presentations: [String]
    var isStructurallyHidden: Bool
    /// The slot it shows, and whether its parent reads it and passes it down.
    var slot: Int
    var passed: Bool
  }

  /// Where a view of the program is: its identity and label suffix, the presentations it is in,
  /// and whether a tab not selected or a pushed view hides it (a presentation starts over: it is
  /// over the whole window).
  private struct Place {
    var identity = ""
    var suffix = ""
    var presentations: [String] = []
    var hidden = false

    func inner(_ step: String, suffix more: String = "") -> Place {
      var place = self
      place.identity += step
      place.suffix += more
      return place
    }

    func presented(_ step: String, id: String) -> Place {
      var place = inner(step)
      place.presentations.append(id)
      place.hidden = false
      return place
    }
  }

  private(set) var texts: [String] = []
  private(set) var leaves: [Leaf] = []
  /// The presentations up, each with the presentations it is in.
  private var sheets: [(id: String, inside: [String])] = []
  private var alerts: [(id: String, inside: [String])] = []
  private var cover: (id: String, inside: [String])?

  /// Evaluates `program` with `values`; returns the `onChange` actions this update runs, sorted.
  mutating func render(_ program: EventProgram, _ values: EventValues) -> [String] {
    let previous = Dictionary(leaves.map { ($0.identity, $0.value) }) { first, _ in first }
    texts = []
    leaves = []
    sheets = []
    alerts = []
    cover = nil
    _ = evaluate(program, at: Place(), values)
    var changes: [String] = []
    for leaf in leaves {
      if let old = previous[leaf.identity] {
        if old != leaf.value { changes.append("\(leaf.label) \(old)->\(leaf.value)") }
      } else if leaf.initial {
        changes.append("\(leaf.label) \(leaf.value)->\(leaf.value)")
      }
    }
    return changes.sorted()
  }

  /// Whether what is in sight is left open by the rules: a cover and a sheet up at once, neither
  /// presented from the other (UIKit presents one; SwiftUI warns).
  var sightIsOpen: Bool {
    guard let cover else { return false }
    return sheets.contains { !cover.inside.contains($0.id) && !$0.inside.contains(cover.id) }
  }

  /// The leaves in sight: those no tab or push hides and, with a cover up, that it presents.
  var leavesInSight: [Leaf] {
    leaves.filter { leaf in
      !leaf.isStructurallyHidden && (cover.map { leaf.presentations.contains($0.id) } ?? true)
    }
  }

  /// The leaves on top of the screen (`visibleTexts`): those in sight inside the presentation on
  /// top, if one is up; `nil` when two are on top at once (SwiftUI warns; UIKit shows one).
  var leavesOnTop: [Leaf]? {
    let up = sheets + alerts + (cover.map { [$0] } ?? [])
    let onTop = up.filter { presentation in !up.contains { $0.inside.contains(presentation.id) } }
    guard onTop.count <= 1 else { return nil }
    guard let top = onTop.first else { return leavesInSight }
    return leavesInSight.filter { $0.presentations.contains(top.id) }
  }

  /// The tasks that must be running: one per leaf in sight, for its label and current value.
  var tasks: [String] { leavesInSight.map { "\($0.label)@\($0.value)" }.sorted() }

  /// A presenter's text (`name` and the place's suffix, also the presentation's id) and, while
  /// `isUp`, its content, over the whole window; the presentation up, with those it is in.
  private mutating func present(
    _ content: EventProgram, by name: String, as step: String, if isUp: Bool, at place: Place,
    _ values: EventValues
  ) -> (id: String, inside: [String])? {
    let id = name + place.suffix
    texts.append(id)
    guard isUp else { return nil }
    _ = evaluate(content, at: place.presented(step, id: id), values)
    return (id, place.presentations)
  }

  /// Appends the subtree's texts and leaves; returns the preference value it passes up.
  private mutating func evaluate(
    _ program: EventProgram, at place: Place, _ values: EventValues
  ) -> [String] {
    switch program {
    case .leaf(let n, let slot, let initial, let passed):
      let label = "L\(n)\(place.suffix)"
      let value = values.slots[slot]
      texts.append("\(label)=\(value)")
      leaves.append(
        Leaf(
          identity: place.identity + "/L\(n)", label: label, value: value, initial: initial,
          presentations: place.presentations, isStructurallyHidden: place.hidden, slot: slot,
          passed: passed))
      return ["\(label)=\(value)"]
    case .stack(let children):
      return children.enumerated().flatMap { index, child in
        evaluate(child, at: place.inner("/s\(index)"), values)
      }
    case .branch(let flag, let a, let b):
      return values.flags[flag]
        ? evaluate(a, at: place.inner("/then"), values)
        : evaluate(b, at: place.inner("/else"), values)
    case .rows(let count, let row):
      return (0..<values.counts[count]).flatMap {
        evaluate(row, at: place.inner("/r\($0)", suffix: "r\($0)"), values)
      }
    case .list(let order, let row):
      return values.orders[order].flatMap {
        evaluate(row, at: place.inner("/i\($0)", suffix: "i\($0)"), values)
      }
    case .identified(let flag, let a):
      return evaluate(a, at: place.inner("#\(values.flags[flag])"), values)
    case .erased(let a):
      return evaluate(a, at: place.inner("/any"), values)
    case .observe(let n, let a):
      let index = texts.count
      texts.append("")
      let value = evaluate(a, at: place.inner("/P\(n)"), values)
      texts[index] = "P\(n)\(place.suffix): \(value.joined(separator: ","))"
      return value
    case .sheet(let n, let flag, let a):
      if let up = present(a, by: "S\(n)", as: "/S\(n)", if: values.flags[flag], at: place, values) {
        sheets.append(up)
      }
      return []
    case .itemSheet(let n, let flag, let count, let a):
      let step = "/I\(n)#\(values.counts[count])"
      if let up = present(a, by: "I\(n)", as: step, if: values.flags[flag], at: place, values) {
        sheets.append(up)
      }
      return []
    case .cover(let n, let a):
      cover = present(a, by: "C\(n)", as: "/C\(n)", if: values.covered, at: place, values)
      return []
    case .alert(let n, let flag, let a):
      let value = evaluate(a, at: place, values)
      if values.flags[flag] {
        alerts.append(("A\(n)\(place.suffix)", place.presentations))
        texts += ["A\(n)\(place.suffix)", "OK"]
      }
      return value
    case .tabs(let a, let b):
      for (index, tab) in [a, b].enumerated() {
        var inTab = place.inner("/tab\(index)")
        inTab.hidden = place.hidden || values.tab != index
        _ = evaluate(tab, at: inTab, values)
      }
      return []
    case .navigation(let root, let screen, let destination):
      // The bound destination is on top of the path's screens; the last screen on top of the
      // others and of the root.
      var rootPlace = place.inner("/root")
      rootPlace.hidden = place.hidden || values.pushed || !values.path.isEmpty
      _ = evaluate(root, at: rootPlace, values)
      if values.pushed { _ = evaluate(destination, at: place.inner("/pushed"), values) }
      for (index, value) in values.path.enumerated() {
        var screenPlace = place.inner("/path\(index)v\(value)", suffix: "p\(index)")
        screenPlace.hidden = place.hidden || values.pushed || index != values.path.count - 1
        _ = evaluate(screen, at: screenPlace, values)
      }
      return []
    case .transform(let a):
      return EventKey.wrap(evaluate(a, at: place, values))
    }
  }
}
