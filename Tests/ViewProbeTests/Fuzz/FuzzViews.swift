import Observation
import ViewProbe

/// The world a fuzz program reads, one observable property per kind of value.
@Observable
final class FuzzWorld {
  var flags: [Bool] = []
  var keys: [Int] = []
  var selectors: [Int] = []
  var lists: [[Int]] = []
  /// What the leaves' `onAppear` and `onDisappear` said, by leaf label.
  @ObservationIgnored let lifecycle = FuzzLifecycle()

  init(_ values: FuzzWorldValues) { set(values) }

  /// Writes what changed (equal writes are skipped by the Observable setter).
  func set(_ values: FuzzWorldValues) {
    flags = values.flags
    keys = values.keys
    selectors = values.selectors
    lists = values.lists
  }
}

/// Renders a `FuzzProgram` with the real structures: `VStack` tuples, `if`/`else`, `switch`,
/// `ForEach`, `.id`, `AnyView`, one value shown twice, stored content, `AnyLayout`, a
/// `Section` expanded through a binding, and custom containers (iOS 18) showing their subviews.
///
/// Every value carries the leaf's `@State`, so a value shown twice or stored and shown again
/// is itself the holder of state (its boxes are shared by the copies).
struct FuzzView: View {
  let program: FuzzProgram
  let display: String
  let world: FuzzWorld
  @State private var count = 0

  init(program: FuzzProgram, display: String, world: FuzzWorld) {
    self.program = program
    self.display = display
    self.world = world
  }

  var body: some View {
    switch program {
    case .leaf(let name):
      let lifecycle = world.lifecycle
      VStack {
        Text("\(name + display): \(count)")
        Button("bump \(name + display)") { count += 1 }
      }
      .onAppear { lifecycle.appeared(name + display) }
      .onDisappear { lifecycle.disappeared(name + display) }
      .task(id: count) { try? await Task.sleep(for: .seconds(3_600)) }
    case .pair(let a, let b):
      VStack {
        child(a)
        child(b)
      }
    case .ifElse(let f, let a, let b):
      if world.flags[f] {
        child(a)
      } else {
        child(b)
      }
    case .ifOnly(let f, let a):
      if world.flags[f] { child(a) }
    case .choice(let s, let a, let b, let c):
      switch world.selectors[s] % 3 {
      case 0: child(a)
      case 1: child(b)
      default: child(c)
      }
    case .rows(let l, let template):
      ForEach(world.lists[l], id: \.self) { id in
        FuzzView(program: template, display: display + "@\(id)", world: world)
      }
    case .keyed(let k, let a):
      child(a).id(world.keys[k])
    case .erased(let s, let a):
      let erased =
        world.selectors[s] % 2 == 0 ? AnyView(child(a)) : AnyView(FuzzBox(content: child(a)))
      erased
    case .twice(let a):
      let shown = child(a)
      VStack {
        shown
        shown
      }
    case .stored(let name, let a):
      FuzzContainer(name: name + display, content: child(a))
    case .laidOut(let s, let a):
      let layout =
        world.selectors[s] % 2 == 0 ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      layout { child(a) }
    case .collapsible(let f, let a):
      let world = self.world
      Section(isExpanded: Binding(get: { world.flags[f] }, set: { world.flags[f] = $0 })) {
        child(a)
      } header: {
        EmptyView()
      }
    case .contained(let form, let a):
      switch form {
      case 0: ForEach(subviews: child(a)) { subview in subview }
      case 1: Group(subviews: child(a)) { subviews in subviews }
      case 2: ForEach(sections: child(a)) { section in section.content }
      default: ForEach(subviews: child(a).padding()) { subview in subview }
      }
    }
  }

  private func child(_ program: FuzzProgram) -> FuzzView {
    FuzzView(program: program, display: display, world: world)
  }
}

/// Another type around the same content, so `AnyView` changes the type it wraps.
struct FuzzBox: View {
  let content: FuzzView
  var body: some View { content }
}

/// Keeps its content and shows it under its own state: toggled off and on again, the same
/// content value is inserted again.
struct FuzzContainer: View {
  let name: String
  let content: FuzzView
  @State private var open = true

  var body: some View {
    VStack {
      Button("toggle \(name)") { open.toggle() }
      if open { content }
    }
  }
}

/// How many times each leaf label is on screen by its `onAppear` and `onDisappear` actions:
/// each appearance adds one, each disappearance takes one away (A07, A11: an identity that ends
/// disappears once; a new one appears once).
final class FuzzLifecycle {
  private(set) var shown: [String: Int] = [:]

  func appeared(_ label: String) { shown[label, default: 0] += 1 }
  func disappeared(_ label: String) { shown[label, default: 0] -= 1 }
}
