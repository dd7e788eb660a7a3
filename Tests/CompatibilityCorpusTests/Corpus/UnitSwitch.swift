import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A unit converter: a kind of quantity, an amount typed with a decimal pad (a keyboard toolbar's
/// Done ends the typing), units picked by name from a `MeasurementFormatter`, and the result in the
/// unit asked for; saved conversions are listed by their measurements' full names.
struct UnitSwitch: View {
  enum Quantity: String, CaseIterable, Identifiable {
    case length = "Length"
    case temperature = "Temperature"
    case time = "Time"
    var id: Self { self }

    var units: [Dimension] {
      switch self {
      case .length: [UnitLength.meters, UnitLength.kilometers, UnitLength.feet, UnitLength.miles]
      case .temperature:
        [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin]
      case .time: [UnitDuration.seconds, UnitDuration.minutes, UnitDuration.hours]
      }
    }
  }

  @State private var quantity = Quantity.length
  @State private var amount = 1.0
  @State private var from: Dimension = UnitLength.miles
  @State private var to: Dimension = UnitLength.meters
  @State private var saved: [Measurement<Dimension>] = []
  @FocusState private var typing: Bool

  private let names: MeasurementFormatter = {
    let formatter = MeasurementFormatter()
    formatter.unitStyle = .long
    formatter.unitOptions = .providedUnit
    return formatter
  }()

  private var result: Measurement<Dimension> {
    Measurement(value: amount, unit: from).converted(to: to)
  }

  var body: some View {
    NavigationStack {
      Form {
        Picker("Quantity", selection: $quantity) {
          ForEach(Quantity.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
        Section("Amount") {
          TextField("Amount", value: $amount, format: .number)
            .keyboardType(.decimalPad)
            .focused($typing)
          unitPicker("From", selection: $from)
          unitPicker("To", selection: $to)
        }
        Section("Result") {
          Text(result, format: .measurement(width: .abbreviated, usage: .asProvided))
          Button("Save") { saved.append(result) }
        }
        Section("Saved") {
          ForEach(saved.indices, id: \.self) { index in
            Text(saved[index].formatted(.measurement(width: .wide, usage: .asProvided)))
          }
        }
      }
      .navigationTitle("Unit Switch")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") { typing = false }
        }
      }
      .onChange(of: quantity) {
        from = quantity.units[0]
        to = quantity.units[1]
      }
    }
  }

  private func unitPicker(_ title: String, selection: Binding<Dimension>) -> some View {
    Picker(title, selection: selection) {
      ForEach(quantity.units, id: \.self) { unit in
        Text(names.string(from: unit).capitalized).tag(unit)
      }
    }
  }
}
