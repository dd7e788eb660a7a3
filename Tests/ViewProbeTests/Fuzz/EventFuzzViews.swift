import Foundation
import Observation
import ViewProbe

/// The preference the event fuzz leaves pass up: their texts, in tree order.
struct EventKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }

  /// What `.transformPreference` makes of a subtree's value: one entry, or none for none.
  static func wrap(_ value: [String]) -> [String] {
    value.isEmpty ? [] : ["(" + value.joined(separator: " ") + ")"]
  }
}

/// One value the event fuzz program reads; each its own object, so a write re-renders only the
/// views that read it.
@Observable final class EventCell {
  var value: Int
  init(_ value: Int) { self.value = value }

  /// A presentation's binding to a cell holding 0 or 1, reading the value its view's body read
  /// (so the body, not the presentation, depends on it).
  @MainActor
  func isOn(_ read: Bool) -> Binding<Bool> {
    Binding(get: { read }, set: { self.value = $0 ? 1 : 0 })
  }
}

/// What an event fuzz `sheet(item:)` presents: its id is the sheet's identity.
struct EventItem: Identifiable {
  let id: Int
}

/// The ids of an event fuzz list, in order.
@Observable final class EventOrder {
  var ids: [Int]
  init(_ ids: [Int]) { self.ids = ids }
}

/// The path of an event fuzz navigation stack.
@Observable final class EventPath {
  var values: [Int]
  init(_ values: [Int]) { self.values = values }

  /// The values pushed for `path`: each carries its place (`index * 10 + value`), so a screen's
  /// labels can say where it is.
  static func encoded(_ path: [Int]) -> [Int] { path.enumerated().map { $0 * 10 + $1 } }
}

/// The world an event fuzz program reads, and what its actions record.
@MainActor
final class EventWorld {
  let slots: [EventCell]
  let flags: [EventCell]
  let counts: [EventCell]
  let orders: [EventOrder]
  let covered: EventCell
  let tab: EventCell
  let pushed: EventCell
  let path: EventPath
  /// What the `onChange` actions ran since the test last looked.
  var changes: [String] = []
  /// The `.task`s running now.
  let tasks = EventTasks()
  /// The leaves whose buttons were tapped since the test last looked.
  var taps: [String] = []
  /// How many more times each leaf appeared than it disappeared.
  private(set) var appearances: [String: Int] = [:]
  /// Leaves that appeared twice without disappearing, or disappeared without appearing.
  private(set) var unbalanced: [String] = []

  func appear(_ label: String) {
    appearances[label, default: 0] += 1
    if appearances[label] != 1 { unbalanced.append("\(label) appeared twice") }
  }

  func disappear(_ label: String) {
    appearances[label, default: 0] -= 1
    if appearances[label] != 0 { unbalanced.append("\(label) disappeared while not shown") }
  }

  /// The leaves that have appeared and not disappeared since.
  var appeared: [String] { appearances.filter { $0.value != 0 }.keys.sorted() }

  init(_ values: EventValues) {
    slots = values.slots.map(EventCell.init)
    flags = values.flags.map { EventCell($0 ? 1 : 0) }
    counts = values.counts.map(EventCell.init)
    orders = values.orders.map(EventOrder.init)
    covered = EventCell(values.covered ? 1 : 0)
    tab = EventCell(values.tab)
    pushed = EventCell(values.pushed ? 1 : 0)
    path = EventPath(EventPath.encoded(values.path))
  }

  func apply(_ operation: EventOperation) {
    switch operation {
    case .set(let slot, let value): slots[slot].value = value
    case .toggle(let flag): flags[flag].value = 1 - flags[flag].value
    case .count(let index, let value): counts[index].value = value
    case .order(let index, let ids): orders[index].ids = ids
    case .cover: covered.value = 1 - covered.value
    case .selectTab(let index): tab.value = index
    case .push: pushed.value = 1 - pushed.value
    case .setPath(let values): path.values = EventPath.encoded(values)
    case .tap: break
    case .reRender: break
    }
  }

  /// Records a task's start and, as it is cancelled, its end.
  func run(task label: String, value: Int) async {
    let entry = "\(label)@\(value)"
    let tasks = self.tasks
    tasks.start(entry)
    await withTaskCancellationHandler {
      try? await Task.sleep(for: .seconds(3_600))
    } onCancel: {
      tasks.end(entry)
    }
  }
}

/// The `.task`s of an event fuzz case running now, as `label@value`. A cancellation is recorded
/// as it happens (on the thread that cancels), not when the task next runs.
final class EventTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var running: [String] = []

  func start(_ entry: String) { lock.withLock { running.append(entry) } }

  func end(_ entry: String) {
    lock.withLock {
      if let index = running.firstIndex(of: entry) { running.remove(at: index) }
    }
  }

  var entries: [String] { lock.withLock { running.sorted() } }
}

/// Renders an `EventProgram` node: each node is a view of its own, so a value read below
/// re-renders only the views that read it.
struct EventNode: View {
  let program: EventProgram
  let suffix: String
  let world: EventWorld

  var body: some View {
    switch program {
    case .leaf(let n, let slot, let initial, let readInParent):
      if readInParent {
        EventLeafShowing(
          label: "L\(n)\(suffix)", value: world.slots[slot].value, initial: initial, world: world)
      } else {
        EventLeafReading(label: "L\(n)\(suffix)", slot: slot, initial: initial, world: world)
      }
    case .stack(let children):
      VStack {
        ForEach(children.indices, id: \.self) { index in
          EventNode(program: children[index], suffix: suffix, world: world)
        }
      }
    case .branch(let flag, let a, let b):
      if world.flags[flag].value == 1 {
        EventNode(program: a, suffix: suffix, world: world)
      } else {
        EventNode(program: b, suffix: suffix, world: world)
      }
    case .rows(let count, let row):
      ForEach(0..<world.counts[count].value, id: \.self) { index in
        EventNode(program: row, suffix: suffix + "r\(index)", world: world)
      }
    case .list(let order, let row):
      ForEach(world.orders[order].ids, id: \.self) { id in
        EventNode(program: row, suffix: suffix + "i\(id)", world: world)
      }
    case .identified(let flag, let a):
      EventNode(program: a, suffix: suffix, world: world).id(world.flags[flag].value == 1)
    case .erased(let a):
      AnyView(EventNode(program: a, suffix: suffix, world: world))
    case .observe(let n, let a):
      EventObserver(label: "P\(n)\(suffix)", program: a, suffix: suffix, world: world)
    case .sheet(let n, let flag, let a):
      let cell = world.flags[flag]
      Text("S\(n)\(suffix)")
        .sheet(isPresented: cell.isOn(cell.value == 1)) {
          EventNode(program: a, suffix: suffix, world: world)
        }
    case .itemSheet(let n, let flag, let count, let a):
      let cell = world.flags[flag]
      let item = cell.value == 1 ? EventItem(id: world.counts[count].value) : nil
      Text("I\(n)\(suffix)")
        .sheet(item: Binding(get: { item }, set: { if $0 == nil { cell.value = 0 } })) { _ in
          EventNode(program: a, suffix: suffix, world: world)
        }
    case .cover(let n, let a):
      let cell = world.covered
      Text("C\(n)\(suffix)")
        .fullScreenCover(isPresented: cell.isOn(cell.value == 1)) {
          EventNode(program: a, suffix: suffix, world: world)
        }
    case .alert(let n, let flag, let a):
      let cell = world.flags[flag]
      EventNode(program: a, suffix: suffix, world: world)
        .alert("A\(n)\(suffix)", isPresented: cell.isOn(cell.value == 1)) {
          Button("OK") {}
        }
    case .tabs(let a, let b):
      let cell = world.tab
      TabView(selection: Binding(get: { cell.value }, set: { cell.value = $0 })) {
        EventNode(program: a, suffix: suffix, world: world)
          .tabItem { Image(systemName: "1.circle") }
          .tag(0)
        EventNode(program: b, suffix: suffix, world: world)
          .tabItem { Image(systemName: "2.circle") }
          .tag(1)
      }
      .transformPreference(EventKey.self) { $0 = [] }
    case .navigation(let root, let screen, let destination):
      let cell = world.pushed
      let shown = cell.value == 1
      @Bindable var path = world.path
      NavigationStack(path: $path.values) {
        EventNode(program: root, suffix: suffix, world: world)
          .navigationDestination(for: Int.self) { value in
            EventNode(program: screen, suffix: suffix + "p\(value / 10)", world: world)
          }
          .navigationDestination(isPresented: cell.isOn(shown)) {
            EventNode(program: destination, suffix: suffix, world: world)
          }
      }
      .transformPreference(EventKey.self) { $0 = [] }
    case .transform(let a):
      EventNode(program: a, suffix: suffix, world: world)
        .transformPreference(EventKey.self) { $0 = EventKey.wrap($0) }
    }
  }
}

/// A leaf that reads its value in its own body.
struct EventLeafReading: View {
  let label: String
  let slot: Int
  let initial: Bool
  let world: EventWorld

  var body: some View {
    EventLeafShowing(label: label, value: world.slots[slot].value, initial: initial, world: world)
  }
}

/// A leaf showing the value it was given, passing it up, watching it and running a task for it.
struct EventLeafShowing: View {
  let label: String
  let value: Int
  let initial: Bool
  let world: EventWorld

  var body: some View {
    Button("\(label)=\(value)") { world.taps.append(label) }
      .preference(key: EventKey.self, value: ["\(label)=\(value)"])
      .onChange(of: value, initial: initial) { old, new in
        world.changes.append("\(label) \(old)->\(new)")
      }
      .task(id: value) { await world.run(task: label, value: value) }
      .onAppear { world.appear(label) }
      .onDisappear { world.disappear(label) }
  }
}

/// Keeps the combined preference of its subtree in `@State` and shows it above the subtree.
struct EventObserver: View {
  let label: String
  let program: EventProgram
  let suffix: String
  let world: EventWorld
  @State private var seen: [String] = []

  var body: some View {
    VStack {
      Text("\(label): \(seen.joined(separator: ","))")
      EventNode(program: program, suffix: suffix, world: world)
        .onPreferenceChange(EventKey.self) { seen = $0 }
    }
  }
}
