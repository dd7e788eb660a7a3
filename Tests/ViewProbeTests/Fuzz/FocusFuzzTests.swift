import Observation
import Testing
import ViewProbe

/// What the focus fuzz test drives from outside the form: its rows, an optional field, the key
/// of a field identified by `.id`, a sheet with a field, and the focus the app asks for.
@Observable
private final class FocusFuzzModel {
  var rows = [1, 2, 3]
  var extraShown = true
  /// Whether the extra field's view value is shown a second time.
  var twinShown = false
  var key = 0
  var follow = 0
  var sheetShown = false
  /// The focus the app last asked for, and how many times it asked (an equal value asked again
  /// is asked again).
  var request: (value: Int?, serial: Int) = (nil, 0)
}

/// A form whose fields are bound to one focus state: rows (`equals:` their id), a field shown
/// while `extraShown` (100) and the same view value again while `twinShown`, a field whose identity and bound value follow `key` (200 + key),
/// a field that stays while its bound value follows `follow` (400 + follow), and a sheet's field
/// (300). The app writes the focus state when `request` changes.
private struct FocusFuzzForm: View {
  let model: FocusFuzzModel
  @FocusState private var focus: Int?

  var body: some View {
    VStack {
      Text("focus \(focus.map(String.init) ?? "none")")
      ForEach(model.rows, id: \.self) { id in
        TextField("row \(id)", text: .constant("")).focused($focus, equals: id)
      }
      // One view value shown in two places: both fields are bound to 100.
      let extra = TextField("extra", text: .constant("")).focused($focus, equals: 100)
      if model.extraShown { extra }
      if model.twinShown { extra }
      TextField("keyed", text: .constant(""))
        .focused($focus, equals: 200 + model.key)
        .id(model.key)
      TextField("follower", text: .constant("")).focused($focus, equals: 400 + model.follow)
    }
    .sheet(isPresented: Bindable(model).sheetShown) {
      TextField("sheet field", text: .constant("")).focused($focus, equals: 300)
    }
    .onChange(of: model.request.serial) { focus = model.request.value }
  }
}

/// One step of the focus fuzz test.
private enum FocusFuzzOperation: CustomStringConvertible {
  /// The user focuses the field bound to this value (a tap into it).
  case tapInto(Int)
  /// The app asks for focus on this value (or none).
  case request(Int?)
  case insertRow(Int), removeRow(Int), toggleExtra, toggleTwin, changeKey, changeFollow
  case toggleSheet

  var description: String {
    switch self {
    case .tapInto(let value): return "tap into \(value)"
    case .request(let value): return "focus = \(value.map(String.init) ?? "nil")"
    case .insertRow(let id): return "rows.append(\(id))"
    case .removeRow(let id): return "rows.remove(\(id))"
    case .toggleExtra: return "extraShown.toggle()"
    case .toggleTwin: return "twinShown.toggle()"
    case .changeKey: return "key += 1"
    case .changeFollow: return "follow += 1"
    case .toggleSheet: return "sheetShown.toggle()"
    }
  }
}

/// Random forms and steps: after each one the focus state names a value some field in the tree
/// is bound to, or nothing — as Apple documents for `FocusState.wrappedValue` (H08). A field that
/// left (a removed row, a hidden field, a new `.id`, a closed sheet), a field now bound to another
/// value, or a value no field has,
/// leaves focus nowhere; a value a field has keeps it. `VIEWPROBE_FUZZ_SEED` and
/// `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative focus (H08)")
struct FocusFuzzTests {
  @Test("H08 a focus state names a field in the tree, or nothing, after every step")
  func focusNamesAFieldInTheTree() async throws {
    let failure = await firstFailingFuzzSeed(defaultSeed: 808, defaultCases: 300) { seed in
      Self.run(seed: seed)
    }
    #expect(failure == nil, "seed \(failure?.seed ?? 0): \(failure?.failure ?? "")")
  }

  private static func run(seed: UInt64) -> String? {
    var random = FuzzRandom(seed: seed)
    let model = FocusFuzzModel()
    let harness = ParentHarness { FocusFuzzForm(model: model) }
    var focus: Int?
    var nextRow = 4
    var steps: [String] = []
    /// The values the fields in the tree are bound to now.
    func bound() -> Set<Int> {
      var values = Set(model.rows)
      if model.extraShown || model.twinShown { values.insert(100) }
      values.insert(200 + model.key)
      values.insert(400 + model.follow)
      if model.sheetShown { values.insert(300) }
      return values
    }
    for _ in 0..<(5 + random.below(15)) {
      let candidates = Array(bound()).sorted()
      let operation: FocusFuzzOperation
      switch random.below(10) {
      case 0, 1:
        // A tap reaches only what is on top: the sheet's field while the sheet is up.
        let onScreen = candidates.filter { $0 != 300 }
        operation = .tapInto(model.sheetShown ? 300 : onScreen[random.below(onScreen.count)])
      case 2:
        let asked = [nil, 999] + candidates.map { Optional($0) }
        operation = .request(asked[random.below(asked.count)])
      case 3: operation = .insertRow(nextRow)
      case 4:
        guard !model.rows.isEmpty else { continue }
        operation = .removeRow(model.rows[random.below(model.rows.count)])
      case 5: operation = .toggleExtra
      case 6: operation = .changeKey
      case 7: operation = .changeFollow
      case 8: operation = .toggleTwin
      default: operation = .toggleSheet
      }
      steps.append(operation.description)
      switch operation {
      case .tapInto(let value):
        let title =
          value == 300
          ? "sheet field"
          : value == 100
            ? "extra" : value >= 400 ? "follower" : value >= 200 ? "keyed" : "row \(value)"
        guard let field = harness.findAll(textField: title).first else {
          return "after \(steps): no field \(title)"
        }
        field.focus()
        focus = value
      case .request(let value):
        model.request = (value, model.request.serial + 1)
        focus = value
      case .insertRow(let id):
        model.rows.append(id)
        nextRow += 1
      case .removeRow(let id): model.rows.removeAll { $0 == id }
      case .toggleExtra: model.extraShown.toggle()
      case .toggleTwin: model.twinShown.toggle()
      case .changeKey: model.key += 1
      case .changeFollow: model.follow += 1
      case .toggleSheet: model.sheetShown.toggle()
      }
      if let value = focus, !bound().contains(value) { focus = nil }
      let expected = "focus \(focus.map(String.init) ?? "none")"
      if !harness.texts.contains(expected) {
        let shown = harness.texts.first { $0.hasPrefix("focus ") } ?? "nothing"
        return "after \(steps): the form shows \(shown), the rules say \(expected)"
      }
    }
    return nil
  }
}
