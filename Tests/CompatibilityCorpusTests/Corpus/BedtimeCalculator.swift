import CoreML
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// When to go to bed, from a Core ML regression model of how long people actually sleep (the
/// shape of 100 Days of SwiftUI's BetterRest): the wake-up time, the sleep wanted and the coffee
/// drunk go in; an alert says the bedtime.
struct BedtimeCalculator: View {
  @State private var wakeUp = BedtimeCalculator.defaultWakeTime
  @State private var sleepAmount = 8.0
  @State private var coffeeAmount = 1
  @State private var alertTitle = ""
  @State private var alertMessage = ""
  @State private var showingAlert = false

  static var defaultWakeTime: Date {
    var components = DateComponents()
    components.hour = 7
    components.minute = 0
    return Calendar.current.date(from: components) ?? .now
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("When do you want to wake up?") {
          DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
            .labelsHidden()
        }
        Section("Desired amount of sleep") {
          Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
        }
        Section("Daily coffee intake") {
          Stepper(
            coffeeAmount == 1 ? "1 cup" : "\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
        }
      }
      .navigationTitle("Bedtime")
      .toolbar {
        Button("Calculate", action: calculateBedtime)
      }
      .alert(alertTitle, isPresented: $showingAlert) {
        Button("OK") {}
      } message: {
        Text(alertMessage)
      }
    }
  }

  func calculateBedtime() {
    do {
      let config = MLModelConfiguration()
      config.computeUnits = .cpuOnly
      let model = try SleepEstimator(configuration: config)
      let components = Calendar.current.dateComponents([.hour, .minute], from: wakeUp)
      let hour = (components.hour ?? 0) * 60 * 60
      let minute = (components.minute ?? 0) * 60
      let prediction = try model.prediction(
        wake: Int64(hour + minute), estimatedSleep: sleepAmount, coffee: Int64(coffeeAmount))
      let sleepTime = wakeUp - prediction.actualSleep
      alertTitle = "Your ideal bedtime is…"
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = "HH:mm"
      alertMessage = formatter.string(from: sleepTime)
    } catch {
      alertTitle = "Error"
      alertMessage = "Sorry, there was a problem calculating your bedtime."
    }
    showingAlert = true
  }
}

/// The class Xcode generates from the app's `.mlmodel` — not generated where Core ML is missing,
/// so the app's test support target declares one of the same shape: here each cup of coffee costs
/// a quarter of an hour of sleep.
final class SleepEstimator {
  /// A prediction: how long the user will actually sleep, in seconds.
  struct Output {
    let actualSleep: Double
  }

  init(configuration: MLModelConfiguration) throws {
    if configuration.computeUnits == .cpuAndNeuralEngine {
      throw MLModelError(.parameters, message: "unsupported compute units")
    }
  }

  func prediction(wake: Int64, estimatedSleep: Double, coffee: Int64) throws -> Output {
    Output(actualSleep: (estimatedSleep + Double(coffee) * 0.25) * 3600)
  }
}
