package org.pairlab.project;

/** A long piece of work (import, export, generation, training, evaluation) as recorded in the project. */
public record Run(long id, String kind, String title, String paramsJson, RunState state, double progress, String message,
                  String log, String metricsJson, String checkpointJson, String createdAt, String startedAt,
                  String finishedAt) {
}
