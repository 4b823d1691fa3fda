package org.pairlab.augment;

/**
 * The parameters of the learned generator ({@code generator}).
 *
 * @param model a model name from models/ or a folder path; "" for the only image-to-image model there
 */
public record GeneratorParams(String model) {
}
