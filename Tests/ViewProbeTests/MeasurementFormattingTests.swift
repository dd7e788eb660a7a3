import Foundation
import Testing
import ViewProbe

// On Linux, ViewProbe formats measurements itself (Foundation there has no measurement
// formatting); on Apple platforms Foundation's own formatting, which converts units, is used.
#if !canImport(Darwin)
  /// Measurements a unit converter shows: formatted in their own unit, the number for the locale,
  /// the unit's name in English at the width asked for (Guide §2, §8).
  @MainActor
  @Suite("Measurement formatting on Linux", .viewProbe)
  struct MeasurementFormattingTests {
    @Test("a Text formats a measurement for the environment's locale, at each width")
    func textFormatsForTheEnvironment() {
      let harness = ParentHarness { Distances() }
      #expect(
        harness.visibleTexts == [
          "1,234.5 km", "1,234.5km", "1,234.5 kilometers", "1 mile", "21°C", "21 degrees Celsius",
        ])
      let german = ParentHarness { Distances().environment(\.locale, Locale(identifier: "de_DE")) }
      #expect(german.visibleTexts.first == "1.234,5 km")
    }

    @Test("formatted() and a number style; units are kept as given, whatever the usage")
    func formattedKeepsTheUnit() {
      let road = Measurement(value: 5, unit: UnitLength.kilometers)
      let style = Measurement<UnitLength>.FormatStyle(
        width: .abbreviated, locale: Locale(identifier: "en_US"), usage: .road)
      #expect(road.formatted(style) == "5 km")
      let precise = Measurement<UnitLength>.FormatStyle(
        width: .wide, locale: Locale(identifier: "en_US"),
        numberFormatStyle: .number.precision(.fractionLength(2)))
      #expect(Measurement(value: 2, unit: UnitLength.feet).formatted(precise) == "2.00 feet")
      // Linux's symbol for minutes is "m"; the text is Apple's.
      #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted() == "90 min")
    }

    @Test("MeasurementFormatter: unit styles, a temperature without its unit, a unit's name")
    func measurementFormatter() {
      let formatter = MeasurementFormatter()
      formatter.locale = Locale(identifier: "en_US")
      let minutes = Measurement(value: 90, unit: UnitDuration.minutes)
      #expect(formatter.string(from: minutes) == "90 min")
      formatter.unitStyle = .long
      #expect(formatter.string(from: minutes) == "90 minutes")
      #expect(formatter.string(from: UnitLength.feet) == "feet")
      formatter.unitStyle = .short
      formatter.unitOptions = .providedUnit
      #expect(
        formatter.string(from: Measurement(value: 0.125, unit: UnitMass.kilograms)) == "0.125kg")
      #expect(formatter.string(from: UnitLength.kilometers) == "km")
      formatter.unitOptions = .temperatureWithoutUnit
      #expect(
        formatter.string(from: Measurement(value: 70, unit: UnitTemperature.fahrenheit)) == "70°")
    }
  }

  private struct Distances: View {
    let distance = Measurement(value: 1234.5, unit: UnitLength.kilometers)
    let outside = Measurement(value: 21, unit: UnitTemperature.celsius)

    var body: some View {
      VStack {
        Text(distance, format: .measurement(width: .abbreviated))
        Text(distance, format: .measurement(width: .narrow))
        Text(distance, format: .measurement(width: .wide))
        Text(Measurement(value: 1, unit: UnitLength.miles), format: .measurement(width: .wide))
        Text(outside, format: .measurement(width: .abbreviated, usage: .weather))
        Text(outside, format: .measurement(width: .wide, usage: .asProvided))
      }
    }
  }
#endif
