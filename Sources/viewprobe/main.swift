import Foundation

var command = Command(arguments: Array(CommandLine.arguments.dropFirst()))
exit(command.run())
