package org.pairlab.dataset;

import org.pairlab.runs.JobContext;

/** Reads one annotation layout into image rows, reporting every bad row to the sink instead of dropping it. */
interface AnnotationReader {
    ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws java.io.IOException;
}
