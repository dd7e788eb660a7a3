import ViewProbe

/// A store of the data-flow fuzz: published slots, and a value that is not published.
final class FlowStore: ObservableObject {
  @Published var v = Array(repeating: 0, count: FlowValues.slotCount)
  var quiet = 0
}

/// Which store the root injects; the root observes it.
final class FlowSwitch: ObservableObject {
  @Published var root = 0
}

/// The stores of one fuzz case, held by every fuzz view (compared by identity).
final class FlowStores {
  let stores = (0..<FlowValues.storeCount).map { _ in FlowStore() }
  let switcher = FlowSwitch()

  func apply(_ operation: FlowOperation) {
    switch operation {
    case .set(let store, let slot, let value): stores[store].v[slot] = value
    case .quiet(let store, let value):
      stores[store].quiet = value
      stores[store].objectWillChange.send()
    case .root(let index): switcher.root = index
    case .increment, .reRender: break
    }
  }
}

/// An environment value that is an `Equatable` struct.
struct FlowBox: Equatable {
  var value: Int
  var note = "box"
}

private struct FlowNumberKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct FlowBoxKey: EnvironmentKey {
  static let defaultValue = FlowBox(value: 0)
}

extension EnvironmentValues {
  var flowNumber: Int {
    get { self[FlowNumberKey.self] }
    set { self[FlowNumberKey.self] = newValue }
  }
  var flowBox: FlowBox {
    get { self[FlowBoxKey.self] }
    set { self[FlowBoxKey.self] = newValue }
  }
}

/// The root: observes which store to inject.
struct FlowRoot: View {
  let program: FlowProgram
  let context: FlowStores
  @ObservedObject var switcher: FlowSwitch

  var body: some View {
    let root = context.stores[switcher.root]
    FlowView(program: program, context: context, rootStore: root, input: 0, binding: nil)
      .environmentObject(root)
  }
}

/// What every fuzz node is given by its parent.
protocol FlowNode: View {
  var program: FlowProgram { get }
  var context: FlowStores { get }
  /// The store the root injects, handed down as an input (compared by identity).
  var rootStore: FlowStore { get }
  var input: Int { get }
  var binding: Binding<Int>? { get }
  var bindingTarget: FlowTarget? { get }
}

extension FlowNode {
  /// A view rendering `program` with this node's inputs, `input` replaced when given.
  func child(_ program: FlowProgram, input: Int? = nil) -> FlowView {
    FlowView(
      program: program, context: context, rootStore: rootStore, input: input ?? self.input,
      binding: binding, bindingTarget: bindingTarget)
  }
}

/// Renders a `FlowProgram`. It has no dynamic property: only a parent giving it different inputs
/// updates it (E02); what reads the environment or a store is a view of its own.
struct FlowView: FlowNode {
  let program: FlowProgram
  let context: FlowStores
  let rootStore: FlowStore
  let input: Int
  let binding: Binding<Int>?
  /// What the binding writes: its store's identity and slot (an `Equatable` view compares it).
  var bindingTarget: FlowTarget?

  var body: some View {
    switch program {
    case .show(let n, .input):
      Text("L\(n): \(input)")
    case .show(let n, .binding):
      Text("L\(n): " + (binding.map { "\($0.wrappedValue)" } ?? "-"))
    case .show(let n, .number):
      FlowNumberLeaf(label: n)
    case .show(let n, .box):
      FlowBoxLeaf(label: n)
    case .show(let n, let read):
      FlowObjectLeaf(label: n, read: read)
    case .observed(let n, let index, let slot):
      FlowObservedLeaf(label: n, store: context.stores[index], slot: slot)
    case .observedRoot(let n, let slot):
      FlowObservedLeaf(label: n, store: rootStore, slot: slot)
    case .increment(let n):
      FlowIncrement(label: n, binding: binding)
    case .derive(let a):
      child(a, input: input + 10)
    case .transform(let a):
      child(a).transformEnvironment(\.flowNumber) { $0 += 100 }
    case .inject(let index, let a):
      child(a).environmentObject(context.stores[index])
    case .pair(let a, let b):
      VStack {
        child(a)
        child(b)
      }
    case .equatable(let a):
      FlowEquatable(content: child(a))
    case .closure(let a):
      FlowClosureHolder { child(a) }
    case .mirror(let n, let a):
      FlowMirror(label: n, content: child(a))
    case .overlay(let a):
      Color.clear.overlay { child(a) }
    case .erased(let a):
      AnyView(child(a))
    case .pass, .setNumber, .setBox, .bind, .when, .rows, .sheet:
      FlowStoreNode(
        program: program, context: context, rootStore: rootStore, input: input, binding: binding,
        bindingTarget: bindingTarget)
    }
  }
}

/// The nodes that read the environment object's values.
struct FlowStoreNode: FlowNode {
  let program: FlowProgram
  let context: FlowStores
  let rootStore: FlowStore
  let input: Int
  let binding: Binding<Int>?
  let bindingTarget: FlowTarget?
  @EnvironmentObject private var store: FlowStore

  var body: some View {
    switch program {
    case .pass(let slot, let a):
      child(a, input: store.v[slot])
    case .setNumber(let slot, let a):
      child(a).environment(\.flowNumber, store.v[slot])
    case .setBox(let slot, let a):
      child(a).environment(\.flowBox, FlowBox(value: store.v[slot]))
    case .bind(let slot, let a):
      FlowView(
        program: a, context: context, rootStore: rootStore, input: input,
        binding: $store.v[slot],
        bindingTarget: FlowTarget(store: ObjectIdentifier(store), slot: slot))
    case .when(let slot, let a):
      if store.v[slot].isMultiple(of: 2) {
        child(a)
      }
    case .rows(let slot, let a):
      ForEach(Array(0..<(store.v[slot] % 3 + 1)), id: \.self) { row in
        child(a, input: input + row)
      }
    case .sheet(let slot, let a):
      Color.clear.sheet(isPresented: .constant(!store.v[slot].isMultiple(of: 2))) { child(a) }
    default:
      Text("not a store node: \(program)")
    }
  }
}

/// Shows `\.flowNumber`.
struct FlowNumberLeaf: View {
  let label: Int
  @Environment(\.flowNumber) private var number

  var body: some View { Text("L\(label): \(number)") }
}

/// Shows `\.flowBox`'s value.
struct FlowBoxLeaf: View {
  let label: Int
  @Environment(\.flowBox) private var box

  var body: some View { Text("L\(label): \(box.value)") }
}

/// Shows a value of the environment object.
struct FlowObjectLeaf: View {
  let label: Int
  let read: FlowRead
  @EnvironmentObject private var store: FlowStore

  var body: some View {
    switch read {
    case .object(let slot): Text("L\(label): \(store.v[slot])")
    default: Text("L\(label): \(store.quiet)")
    }
  }
}

/// A leaf observing its own store.
struct FlowObservedLeaf: View {
  let label: Int
  @ObservedObject var store: FlowStore
  let slot: Int

  var body: some View { Text("L\(label): \(store.v[slot])") }
}

/// A leaf that writes through its binding.
struct FlowIncrement: View {
  let label: Int
  let binding: Binding<Int>?

  var body: some View {
    Text("B\(label): " + (binding.map { "\($0.wrappedValue)" } ?? "-"))
    Button("inc B\(label)") { binding?.wrappedValue += 1 }
  }
}

/// Where a binding writes.
struct FlowTarget: Equatable, Sendable {
  let store: ObjectIdentifier
  let slot: Int
}

/// Compares its content's program, root store, input, binding target and binding value with an
/// `==` of its own, so that a parent's update skips it unless one of them changed (E02).
struct FlowEquatable: View, Equatable {
  let content: FlowView
  /// The content's inputs when the parent made this view, for `==`.
  let inputs: FlowInputs

  init(content: FlowView) {
    self.content = content
    inputs = FlowInputs(
      program: content.program, root: ObjectIdentifier(content.rootStore), input: content.input,
      target: content.bindingTarget, value: content.binding?.wrappedValue)
  }

  var body: some View { content }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.inputs == rhs.inputs }
}

/// What `FlowEquatable` compares.
struct FlowInputs: Equatable, Sendable {
  let program: FlowProgram
  let root: ObjectIdentifier
  let input: Int
  let target: FlowTarget?
  let value: Int?
}

/// Keeps its content's input in `@State`, following it with `onChange(of:)`: what an app does to
/// let a parent's value reset a local copy.
struct FlowMirror: View {
  let label: Int
  let content: FlowView
  @State private var copy: Int

  init(label: Int, content: FlowView) {
    self.label = label
    self.content = content
    _copy = State(initialValue: content.input)
  }

  var body: some View {
    Text("M\(label): \(copy)")
      .onChange(of: content.input) { _, input in copy = input }
    FlowView(
      program: content.program, context: content.context, rootStore: content.rootStore,
      input: copy, binding: content.binding, bindingTarget: content.bindingTarget)
  }
}

/// Holds a closure that builds its content.
struct FlowClosureHolder<Content: View>: View {
  let content: () -> Content

  var body: some View { content() }
}
