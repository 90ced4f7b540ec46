// What other features use of topics: the paths to the square, a topic and creating one.
export { TOPIC_PATHS, topicPath } from './paths';
